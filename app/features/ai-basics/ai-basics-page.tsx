import { AccordionItem } from "../../components/ui/accordion-item";
import { ExploreSolutionsActions } from "../../components/ui/explore-solutions-actions";
import { FAQ } from "./ai-basics-content";
import { AiBasicsTabs } from "./ai-basics-tabs";

export function AiBasicsPage() {
  return (
    <main>
      <section className="bg-indigo-50 py-16 dark:bg-slate-900">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">AI Basics for Small Business</h1>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            No jargon, no hype: what artificial intelligence is, what it can and cannot do, and how a South
            African SMME can start using it safely.
          </p>
        </div>
      </section>

      <section aria-label="AI basics topics" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <AiBasicsTabs />
      </section>

      <section aria-labelledby="faq-title" className="mx-auto max-w-4xl px-4 pb-12 sm:px-6">
        <h2 id="faq-title" className="text-3xl font-bold tracking-tight">
          Frequently Asked Questions
        </h2>
        <ul className="mt-6 space-y-3">
          {FAQ.map((item) => (
            <li key={item.question}>
              <AccordionItem summary={item.question}>
                <p>{item.answer}</p>
              </AccordionItem>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="basics-cta" className="mx-auto max-w-4xl px-4 pb-20 text-center sm:px-6">
        <h2 id="basics-cta" className="text-2xl font-bold">
          Ready to see AI at work?
        </h2>
        <ExploreSolutionsActions className="mt-6" next={{ to: "/contact", label: "Ask Us a Question" }} />
      </section>
    </main>
  );
}
