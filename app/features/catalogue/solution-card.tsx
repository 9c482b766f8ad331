import type { CatalogueSolution } from "#domain/content/solution";
import type { PagePath } from "#domain/page-paths";
import { cardLink } from "../../components/ui/button-styles";
import { IconByName } from "../../components/ui/icon-by-name";
import { PageLink } from "../../components/ui/page-link";
import { TierBadge } from "../../components/ui/tier-badge";

export function SolutionCard({ solution }: { solution: CatalogueSolution }) {
  return (
    <PageLink
      to={`/solutions/${solution.id}` satisfies PagePath}
      className={`${cardLink} border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900`}
    >
      <div className="flex items-start justify-between gap-4">
        <span className="rounded-lg bg-indigo-50 p-2 text-indigo-700 dark:bg-slate-800 dark:text-indigo-300">
          <IconByName name={solution.icon} className="h-7 w-7" />
        </span>
        <TierBadge tier={solution.tier} />
      </div>
      <h3 className="mt-4 text-lg font-semibold">{solution.title}</h3>
      <p className="mt-2 flex-1 text-sm text-slate-700 dark:text-slate-300">{solution.tagline}</p>
      <p className="mt-4 font-semibold text-indigo-800 dark:text-indigo-300">{solution.price}</p>
    </PageLink>
  );
}
