import {
  BanknotesIcon,
  GlobeAltIcon,
  MegaphoneIcon,
  ReceiptPercentIcon,
  UserGroupIcon,
} from "@heroicons/react/24/outline";
import type { HomeContent } from "#domain/content/home-content";
import type { Challenge } from "#domain/options";
import type { PagePath } from "#domain/page-paths";
import { filtersToSearch, NO_FILTERS } from "../../lib/catalogue-filters";
import { IconCardSection } from "./icon-card-section";

// Each hurdle, by its place, opens the catalogue filtered by the matching challenge of SPEC
// §3's list and keeps its icon, whatever words an admin gives it.
const HURDLE_PLACES: { challenge: Challenge; Icon: typeof GlobeAltIcon }[] = [
  { challenge: "Limited Market Reach", Icon: GlobeAltIcon },
  { challenge: "High Operating Costs", Icon: ReceiptPercentIcon },
  { challenge: "Lack of Skilled Labor", Icon: UserGroupIcon },
  { challenge: "Cash Flow Management", Icon: BanknotesIcon },
  { challenge: "Insufficient Marketing Skills", Icon: MegaphoneIcon },
];

export function HurdlesSection({ content }: { content: HomeContent["hurdles"] }) {
  const places = HURDLE_PLACES.map(({ challenge, Icon }) => ({
    id: challenge,
    Icon,
    to: { pathname: "/solutions" satisfies PagePath, search: filtersToSearch({ ...NO_FILTERS, challenge }) },
  }));
  return (
    <IconCardSection
      id="hurdles"
      content={content}
      places={places}
      columns="sm:grid-cols-2 lg:grid-cols-5"
      cardStyle="bg-white shadow-sm dark:bg-slate-800"
      sectionStyle="bg-slate-50 dark:bg-slate-900"
    />
  );
}
