import { useState } from "react";
import { AccordionItem } from "../../components/ui/accordion-item";
import { Tabs } from "../../components/ui/tabs";
import { AI_TERMS, BENEFITS, MYTHS, STARTING_STEPS } from "./ai-basics-content";

type TabKey = "what" | "benefits" | "terms" | "myths" | "start";

const text = "text-slate-700 dark:text-slate-300";

export function AiBasicsTabs() {
  const [selected, setSelected] = useState<TabKey>("what");
  return (
    <Tabs<TabKey>
      label="AI basics topics"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        {
          key: "what",
          label: "What is AI",
          panel: (
            <div className={`space-y-4 text-lg ${text}`}>
              <p>
                Artificial intelligence is software that learns from examples to do tasks that used to need a
                person: reading a message and understanding what the customer wants, recognising what is on a
                photo, or noticing that sales always dip in the week before payday.
              </p>
              <p>
                You already use AI every day: spam filters in your email, voice notes turned into text, maps
                that predict traffic. For a business, AI is simply a tool that takes over repetitive work and
                helps you decide with better information.
              </p>
            </div>
          ),
        },
        {
          key: "benefits",
          label: "Benefits",
          panel: (
            <ul className="grid gap-6 sm:grid-cols-2">
              {BENEFITS.map((benefit) => (
                <li
                  key={benefit.title}
                  className="rounded-xl border border-slate-200 p-5 dark:border-slate-700"
                >
                  <h3 className="font-semibold">{benefit.title}</h3>
                  <p className={`mt-2 ${text}`}>{benefit.text}</p>
                </li>
              ))}
            </ul>
          ),
        },
        {
          key: "terms",
          label: "AI Terms",
          panel: (
            <ul className="space-y-3">
              {AI_TERMS.map((item) => (
                <li key={item.term}>
                  <AccordionItem summary={item.term}>
                    <p>{item.definition}</p>
                  </AccordionItem>
                </li>
              ))}
            </ul>
          ),
        },
        {
          key: "myths",
          label: "Myths vs. Reality",
          panel: (
            <ul className="space-y-4">
              {MYTHS.map((item) => (
                <li key={item.myth} className="grid gap-3 sm:grid-cols-2">
                  <p className="rounded-xl bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100">
                    <strong>Myth: </strong>
                    {item.myth}
                  </p>
                  <p className="rounded-xl bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100">
                    <strong>Reality: </strong>
                    {item.reality}
                  </p>
                </li>
              ))}
            </ul>
          ),
        },
        {
          key: "start",
          label: "Getting Started",
          panel: (
            <ol className="grid gap-6 sm:grid-cols-2">
              {STARTING_STEPS.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-700 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold">{step.title}</h3>
                    <p className={`mt-1 ${text}`}>{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          ),
        },
      ]}
    />
  );
}
