import { useState } from "react";
import type { AiBasicsContent } from "#domain/content/ai-basics-content";
import { AccordionItem } from "../../components/ui/accordion-item";
import { Tabs } from "../../components/ui/tabs";
import { WordedPlacesList } from "./worded-places-list";

type TabKey = "what" | "benefits" | "terms" | "myths" | "start";

const text = "text-slate-700 dark:text-slate-300";

export function AiBasicsTabs({ content }: { content: AiBasicsContent }) {
  const [selected, setSelected] = useState<TabKey>("what");
  return (
    <Tabs<TabKey>
      label="AI basics topics"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        {
          key: "what",
          label: content.whatIsAi.label,
          panel: (
            <div className={`space-y-4 text-lg ${text}`}>
              {content.whatIsAi.paragraphs.map((paragraph, place) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs are fixed places an admin words
                <p key={place}>{paragraph}</p>
              ))}
            </div>
          ),
        },
        {
          key: "benefits",
          label: content.benefits.label,
          panel: (
            <WordedPlacesList
              className="grid gap-6 sm:grid-cols-2"
              itemClassName="rounded-xl border border-slate-200 p-5 dark:border-slate-700"
              items={content.benefits.items}
            >
              {(benefit) => (
                <>
                  <h3 className="font-semibold">{benefit.title}</h3>
                  <p className={`mt-2 ${text}`}>{benefit.text}</p>
                </>
              )}
            </WordedPlacesList>
          ),
        },
        {
          key: "terms",
          label: content.terms.label,
          panel: (
            <WordedPlacesList className="space-y-3" items={content.terms.items}>
              {(item) => (
                <AccordionItem summary={item.term}>
                  <p>{item.definition}</p>
                </AccordionItem>
              )}
            </WordedPlacesList>
          ),
        },
        {
          key: "myths",
          label: content.myths.label,
          panel: (
            <WordedPlacesList
              className="space-y-4"
              itemClassName="grid gap-3 sm:grid-cols-2"
              items={content.myths.items}
            >
              {(item) => (
                <>
                  <p className="rounded-xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
                    <strong>Myth: </strong>
                    {item.myth}
                  </p>
                  <p className="rounded-xl bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100">
                    <strong>Reality: </strong>
                    {item.reality}
                  </p>
                </>
              )}
            </WordedPlacesList>
          ),
        },
        {
          key: "start",
          label: content.gettingStarted.label,
          panel: (
            <WordedPlacesList
              ordered
              className="grid gap-6 sm:grid-cols-2"
              itemClassName="flex gap-4"
              items={content.gettingStarted.steps}
            >
              {(step, place) => (
                <>
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-700 font-bold text-white"
                  >
                    {place + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{step.title}</h3>
                    <p className={`mt-1 ${text}`}>{step.text}</p>
                  </div>
                </>
              )}
            </WordedPlacesList>
          ),
        },
      ]}
    />
  );
}
