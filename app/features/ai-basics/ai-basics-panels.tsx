import type { AiBasicsContent } from "#domain/content/ai-basics-content";
import { AccordionItem } from "../../components/ui/accordion-item";
import { WordedPlacesList } from "./worded-places-list";

// One panel a tab of the AI Basics page: each draws the section an admin words (issue 31).

const text = "text-slate-700 dark:text-slate-300";

export function WhatIsAiPanel({ section }: { section: AiBasicsContent["whatIsAi"] }) {
  return (
    <div className={`space-y-4 text-lg ${text}`}>
      {section.paragraphs.map((paragraph, place) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs are fixed places an admin words
        <p key={place}>{paragraph}</p>
      ))}
    </div>
  );
}

export function BenefitsPanel({ section }: { section: AiBasicsContent["benefits"] }) {
  return (
    <WordedPlacesList
      className="grid gap-6 sm:grid-cols-2"
      itemClassName="rounded-xl border border-slate-200 p-5 dark:border-slate-700"
      items={section.items}
    >
      {(benefit) => (
        <>
          <h3 className="font-semibold">{benefit.title}</h3>
          <p className={`mt-2 ${text}`}>{benefit.text}</p>
        </>
      )}
    </WordedPlacesList>
  );
}

export function TermsPanel({ section }: { section: AiBasicsContent["terms"] }) {
  return (
    <WordedPlacesList className="space-y-3" items={section.items}>
      {(item) => (
        <AccordionItem summary={item.term}>
          <p>{item.definition}</p>
        </AccordionItem>
      )}
    </WordedPlacesList>
  );
}

/** A myth beside its reality, red beside green. */
export function MythsPanel({ section }: { section: AiBasicsContent["myths"] }) {
  return (
    <WordedPlacesList className="space-y-4" itemClassName="grid gap-3 sm:grid-cols-2" items={section.items}>
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
  );
}

/** The first steps, numbered in a circle. */
export function GettingStartedPanel({ section }: { section: AiBasicsContent["gettingStarted"] }) {
  return (
    <WordedPlacesList
      ordered
      className="grid gap-6 sm:grid-cols-2"
      itemClassName="flex gap-4"
      items={section.steps}
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
  );
}
