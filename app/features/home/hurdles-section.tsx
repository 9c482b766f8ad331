import {
  BanknotesIcon,
  GlobeAltIcon,
  MegaphoneIcon,
  ReceiptPercentIcon,
  UserGroupIcon,
} from "@heroicons/react/24/outline";
import { SectionHeading } from "./section-heading";

const HURDLES = [
  {
    title: "Limited Market Reach",
    text: "Customers beyond your street or town do not know you exist, and paid ads eat into thin margins.",
    Icon: GlobeAltIcon,
  },
  {
    title: "High Operating Costs",
    text: "Rent, fuel, data and electricity keep rising while hours go into repetitive admin.",
    Icon: ReceiptPercentIcon,
  },
  {
    title: "Skilled Labour Shortage",
    text: "Hiring and keeping people with digital skills is hard and expensive for a small team.",
    Icon: UserGroupIcon,
  },
  {
    title: "Ineffective Cash Flow",
    text: "Late payments and guesswork on stock tie up cash you need for wages and suppliers.",
    Icon: BanknotesIcon,
  },
  {
    title: "Insufficient Marketing",
    text: "There is never time to post, reply to every message or follow up on every lead.",
    Icon: MegaphoneIcon,
  },
];

export function HurdlesSection() {
  return (
    <section aria-labelledby="hurdles-title" className="bg-slate-50 py-20 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="hurdles-title"
          title="Are You Facing These SMME Hurdles?"
          intro="Most small business owners we meet name the same five problems. Each one is something AI can take off your plate."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {HURDLES.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-800">
              <Icon aria-hidden="true" className="h-8 w-8 text-indigo-700 dark:text-indigo-300" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
