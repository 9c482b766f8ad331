import { PlusIcon } from "@heroicons/react/24/outline";
import { Link } from "react-router";
import { TIER_LABELS } from "#domain/options";
import type { AdminSolutionSummary } from "#domain/solution";
import { deleteSolution, fetchSolutions } from "../api/solutions";
import { AdminTable } from "../ui/admin-table";
import { MaybeBanner } from "../ui/banner";
import { failureTexts } from "../ui/failure-texts";
import { RowActions } from "../ui/row-actions";
import { ScreenHeader } from "../ui/screen-header";
import { cellClass, panelClass, primaryButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";
import { useConfirmedDelete } from "../ui/use-confirmed-delete";
import { summariseChallenges } from "./challenge-summary";
import { publicationBadge } from "./publication-badge";

const FAILURE = failureTexts({
  load: ["Failed to load solutions", "An error occurred while fetching solutions"],
  delete: ["Failed to delete solution", "An error occurred while deleting the solution"],
});
const HEADERS = ["Title", "Tier", "Challenges", "Actions"];
const DELETE_QUESTION = "Are you sure you want to delete this solution? This action cannot be undone.";

export function SolutionsScreen() {
  const { data: solutions, loading, error, setData } = useAsyncData(fetchSolutions, FAILURE.load);
  const action = useAction();
  const now = Date.now();
  const { requestDelete, confirmDialog } = useConfirmedDelete<AdminSolutionSummary>({
    action,
    question: DELETE_QUESTION,
    remove: deleteSolution,
    failure: FAILURE.delete,
    onDeleted: (id) => setData((list) => list?.filter((solution) => solution.id !== id) ?? null),
  });

  return (
    <>
      <ScreenHeader title="Solutions">
        <Link to="/admin/solutions/new" className={primaryButton}>
          <PlusIcon className="size-5" aria-hidden="true" />
          Add Solution
        </Link>
      </ScreenHeader>
      <div className="mb-4 flex flex-col gap-2">
        <MaybeBanner tone="error" message={error ?? action.error} />
      </div>
      {loading ? <p>Loading solutions...</p> : null}
      {solutions && solutions.length === 0 ? <p>No solutions found</p> : null}
      {solutions && solutions.length > 0 ? (
        <AdminTable label="Solutions table" className={`${panelClass} p-0`} headers={HEADERS} stacked>
          {solutions.map((solution) => {
            const { shown, more } = summariseChallenges(solution.challenges ?? []);
            const badge = publicationBadge(solution, now);
            return (
              <tr key={solution.id}>
                <td className={cellClass}>
                  <span className="font-medium">{solution.title}</span>
                  {badge ? (
                    <span className="mt-1 block w-fit rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
                      {badge}
                    </span>
                  ) : null}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{solution.id}</span>
                </td>
                <td className={cellClass}>{TIER_LABELS[solution.tier] ?? solution.tier}</td>
                <td className={cellClass}>
                  <ul className="flex flex-wrap gap-1">
                    {shown.map((challenge) => (
                      <li
                        key={challenge}
                        className="rounded bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800"
                      >
                        {challenge}
                      </li>
                    ))}
                    {more ? <li className="px-1 text-xs">{more}</li> : null}
                  </ul>
                </td>
                <td className={cellClass}>
                  <RowActions
                    itemName={solution.title}
                    edit={{ to: `/admin/solutions/${encodeURIComponent(solution.id)}` }}
                    onDelete={() => requestDelete(solution)}
                    disabled={action.busy}
                  />
                </td>
              </tr>
            );
          })}
        </AdminTable>
      ) : null}
      {confirmDialog}
    </>
  );
}
