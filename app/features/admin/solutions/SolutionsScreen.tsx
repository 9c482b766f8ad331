import { PencilSquareIcon, PlusIcon, TrashIcon } from "@heroicons/react/24/outline";
import { useState } from "react";
import { Link } from "react-router";
import { TIER_LABELS } from "../../../../domain/options";
import type { SolutionSummary } from "../../../../domain/solution";
import { deleteSolution, fetchSolutions } from "../api/solutions";
import { MaybeBanner } from "../ui/Banner";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ScreenHeader } from "../ui/ScreenHeader";
import { cellClass, headerCellClass, panelClass, primaryButton, smallButton, tableClass } from "../ui/styles";
import { TableScroller } from "../ui/TableScroller";
import { useAction } from "../ui/useAction";
import { useAsyncData } from "../ui/useAsyncData";
import { summariseChallenges } from "./challenge-summary";

const LOAD_FAILURE = {
  failed: "Failed to load solutions",
  errored: "An error occurred while fetching solutions",
};
const DELETE_FAILURE = {
  failed: "Failed to delete solution",
  errored: "An error occurred while deleting the solution",
};
const DELETE_QUESTION = "Are you sure you want to delete this solution? This action cannot be undone.";

export function SolutionsScreen() {
  const { data: solutions, loading, error, setData } = useAsyncData(fetchSolutions, LOAD_FAILURE);
  const action = useAction();
  const [pendingDelete, setPendingDelete] = useState<SolutionSummary | null>(null);

  async function confirmDelete() {
    if (!pendingDelete) return;
    const { id } = pendingDelete;
    const done = await action.run(() => deleteSolution(id).then(() => true), DELETE_FAILURE);
    setPendingDelete(null);
    if (done) setData((list) => list?.filter((solution) => solution.id !== id) ?? null);
  }

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
        <TableScroller label="Solutions table" className={`${panelClass} p-0`}>
          <table className={tableClass}>
            <thead>
              <tr>
                <th className={headerCellClass}>Title</th>
                <th className={headerCellClass}>Tier</th>
                <th className={headerCellClass}>Challenges</th>
                <th className={headerCellClass}>Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {solutions.map((solution) => {
                const { shown, more } = summariseChallenges(solution.challenges ?? []);
                return (
                  <tr key={solution.id}>
                    <td className={cellClass}>
                      <span className="font-medium">{solution.title}</span>
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
                      <div className="flex gap-2">
                        <Link
                          to={`/admin/solutions/${encodeURIComponent(solution.id)}`}
                          className={`${smallButton} inline-flex items-center gap-1`}
                          aria-label={`Edit ${solution.title}`}
                        >
                          <PencilSquareIcon className="size-4" aria-hidden="true" />
                          Edit
                        </Link>
                        <button
                          type="button"
                          className={`${smallButton} inline-flex items-center gap-1`}
                          onClick={() => setPendingDelete(solution)}
                          disabled={action.busy}
                          aria-label={`Delete ${solution.title}`}
                        >
                          <TrashIcon className="size-4" aria-hidden="true" />
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      ) : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        message={DELETE_QUESTION}
        busy={action.busy}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
