import { SectionHeading } from "./section-heading";

const STEPS = [
  {
    number: "01",
    title: "Discovery & Data Assessment",
    text: "A free conversation about your goals, then a look at the data and tools you already use.",
  },
  {
    number: "02",
    title: "Solution Design & Model Development",
    text: "We propose one clear solution with a fixed price, then build and test it on your real data.",
  },
  {
    number: "03",
    title: "Integration & Deployment",
    text: "We connect it to WhatsApp, your accounting package or online shop and train your team.",
  },
  {
    number: "04",
    title: "Monitoring & Optimisation",
    text: "We keep an eye on results every month and improve the solution as your business changes.",
  },
];

export function ProcessSection() {
  return (
    <section aria-labelledby="process-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="process-title"
          title="How We Work"
          intro="Four steps from first call to a tool that pays for itself. Most projects go live in one to two weeks."
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step) => (
            <li key={step.number} className="rounded-xl border border-slate-200 p-6 dark:border-slate-700">
              <span aria-hidden="true" className="text-3xl font-bold text-indigo-700 dark:text-indigo-300">
                {step.number}
              </span>
              <h3 className="mt-3 font-semibold">
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
