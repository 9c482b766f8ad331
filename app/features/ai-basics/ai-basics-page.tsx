import type { AiBasicsContent } from "#domain/content/ai-basics-content";
import type { PagePath } from "#domain/page-paths";
import { PageHero } from "../../components/layout/page-hero";
import { AccordionItem } from "../../components/ui/accordion-item";
import { ExploreSolutionsActions } from "../../components/ui/explore-solutions-actions";
import { AiBasicsTabs } from "./ai-basics-tabs";

export function AiBasicsPage({ content }: { content: AiBasicsContent }) {
  return (
    <main>
      <PageHero {...content.hero} />

      <section aria-label="AI basics topics" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <AiBasicsTabs content={content} />
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-4xl px-4 pb-12 sm:px-6">
        <h2 id="faq-title" className="text-3xl font-bold tracking-tight">
          {content.faq.title}
        </h2>
        <ul className="mt-6 space-y-3">
          {content.faq.items.map((item, place) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the questions are fixed places an admin words
            <li key={place}>
              <AccordionItem summary={item.question}>
                <p>{item.answer}</p>
              </AccordionItem>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="basics-cta" className="mx-auto max-w-4xl px-4 pb-20 text-center sm:px-6">
        <h2 id="basics-cta" className="text-2xl font-bold">
          {content.closing.title}
        </h2>
        <ExploreSolutionsActions
          className="mt-6"
          next={{ to: "/contact" satisfies PagePath, label: "Ask Us a Question" }}
        />
      </section>
    </main>
  );
}
