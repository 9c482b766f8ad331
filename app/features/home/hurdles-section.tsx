import {
  BanknotesIcon,
  GlobeAltIcon,
  MegaphoneIcon,
  ReceiptPercentIcon,
  UserGroupIcon,
} from "@heroicons/react/24/outline";
import type { Challenge } from "#domain/options";
import { filtersToSearch, NO_FILTERS } from "../../lib/catalogue-filters";
import { type IconCard, IconCardGrid } from "./icon-card-grid";
import { SectionHeading } from "./section-heading";

// Each hurdle opens the catalogue filtered by the matching challenge of SPEC §3's list.
const HURDLES: (Omit<IconCard, "to"> & { challenge: Challenge })[] = [
  {
    title: "Limited Market Reach",
    challenge: "Limited Market Reach",
    text: "Customers beyond your street or town do not know you exist, and paid ads eat into thin margins.",
    Icon: GlobeAltIcon,
  },
  {
    title: "High Operating Costs",
    challenge: "High Operating Costs",
    text: "Rent, fuel, data and electricity keep rising while hours go into repetitive admin.",
    Icon: ReceiptPercentIcon,
  },
  {
    title: "Skilled Labour Shortage",
    challenge: "Lack of Skilled Labor",
    text: "Hiring and keeping people with digital skills is hard and expensive for a small team.",
    Icon: UserGroupIcon,
  },
  {
    title: "Ineffective Cash Flow",
    challenge: "Cash Flow Management",
    text: "Late payments and guesswork on stock tie up cash you need for wages and suppliers.",
    Icon: BanknotesIcon,
  },
  {
    title: "Insufficient Marketing",
    challenge: "Insufficient Marketing Skills",
    text: "There is never time to post, reply to every message or follow up on every lead.",
    Icon: MegaphoneIcon,
  },
];

const HURDLE_CARDS = HURDLES.map(({ challenge, ...hurdle }) => ({
  ...hurdle,
  to: { pathname: "/solutions", search: filtersToSearch({ ...NO_FILTERS, challenge }) },
}));

export function HurdlesSection() {
  return (
    <section aria-labelledby="hurdles-title" className="bg-slate-50 py-20 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="hurdles-title"
          title="Are You Facing These SMME Hurdles?"
          intro="Most small business owners we meet name the same five problems. Each one is something AI can take off your plate."
        />
        <IconCardGrid
          cards={HURDLE_CARDS}
          columns="sm:grid-cols-2 lg:grid-cols-5"
          cardStyle="bg-white shadow-sm dark:bg-slate-800"
        />
      </div>
    </section>
  );
}
