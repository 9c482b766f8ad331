import { TIER_LABELS, type Tier } from "#domain/options";

// Tier colours, each pair checked for AA contrast in light and dark themes.
const COLOURS: Record<Tier, string> = {
  bronze: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200",
  silver: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  gold: "bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200",
};

export function TierBadge({ tier, suffix = "" }: { tier: Tier; suffix?: string }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${COLOURS[tier]}`}>
      {TIER_LABELS[tier]}
      {suffix}
    </span>
  );
}
