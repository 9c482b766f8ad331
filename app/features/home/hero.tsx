import type { HomeContent } from "#domain/content/home-content";
import type { PagePath } from "#domain/page-paths";
import { ExploreSolutionsActions } from "../../components/ui/explore-solutions-actions";

export function Hero({ content }: { content: HomeContent["hero"] }) {
  return (
    <section className="mx-auto max-w-5xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24">
      <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">{content.headline}</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{content.text}</p>
      <ExploreSolutionsActions
        className="mt-10"
        next={{ to: "/ai-basics" satisfies PagePath, label: "Learn AI Basics" }}
      />
    </section>
  );
}
