import { ExploreSolutionsActions } from "../../components/ui/explore-solutions-actions";

export function Hero() {
  return (
    <section className="mx-auto max-w-5xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24">
      <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
        Unleash Your Business Potential with Intelligent AI Solutions
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
        Practical AI tools for South African small businesses: answer customers faster, cut admin and see
        where your money goes. Priced from about R800, set up in one to two weeks.
      </p>
      <ExploreSolutionsActions className="mt-10" next={{ to: "/ai-basics", label: "Learn AI Basics" }} />
    </section>
  );
}
