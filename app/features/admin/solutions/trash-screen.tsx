import { ArrowUturnLeftIcon } from "@heroicons/react/24/outline";
import { Link } from "react-router";
import type { TrashedSolution } from "#domain/content/solution";
import { TIER_LABELS } from "#domain/options";
import type { PagePath } from "#domain/page-paths";
import { fetchTrashedSolutions, restoreTrashedSolution } from "../api/solutions";
import { ActionBanners } from "../ui/banner";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { formatDate } from "../ui/format";
import { AdminTable } from "../ui/lists/admin-table";
import { ScreenHeader } from "../ui/screen-header";
import { cellClass, mutedText, panelClass, secondaryButton, smallButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";

const FAILURE = ADMIN_FAILURES.trash;
const HEADERS = ["Title", "Tier", "Deleted", "Deleted for good", "Actions"];

/** Deleted solutions, kept 30 days with their media and versions, and the way back (issue 31). */
export function TrashScreen() {
  const { data: trashed, loading, error, setData } = useAsyncData(fetchTrashedSolutions, FAILURE.load);
  const action = useAction();

  async function restore(solution: TrashedSolution) {
    const restored = await action.run(
      () => restoreTrashedSolution(solution.id),
      FAILURE.restore,
      `"${solution.title}" is back in the Solutions list, with its media and versions.`,
    );
    if (restored) setData((list) => list?.filter((item) => item.id !== solution.id) ?? null);
  }

  return (
    <>
      <ScreenHeader title="Trash">
        <Link to={"/admin/solutions" satisfies PagePath} className={secondaryButton}>
          Back to Solutions
        </Link>
      </ScreenHeader>
      <p className={`mb-4 ${mutedText}`}>
        Deleted solutions stay here for 30 days, hidden from visitors, and can be restored with their media
        and versions. After that they are deleted for good.
      </p>
      <div className="mb-4 flex flex-col gap-2">
        <ActionBanners action={action} loadError={error} />
      </div>
      <AdminTable
        label="Trash table"
        className={`${panelClass} p-0`}
        headers={HEADERS}
        rows={trashed}
        loading={{ busy: loading, line: "Loading the Trash..." }}
        empty="The Trash is empty"
        stacked
      >
        {(solution) => (
          <tr key={solution.id}>
            <td className={cellClass}>
              <span className="font-medium">{solution.title}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{solution.id}</span>
            </td>
            <td className={cellClass}>{TIER_LABELS[solution.tier] ?? solution.tier}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {/* A card has no column heading to say what the dates are. */}
              <span className="sm:hidden">Deleted </span>
              {formatDate(solution.deletedAt)}
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>
              <span className="sm:hidden">Deleted for good </span>
              {formatDate(solution.purgeAt)}
            </td>
            <td className={cellClass}>
              <button
                type="button"
                className={`${smallButton} inline-flex items-center gap-1`}
                onClick={() => restore(solution)}
                disabled={action.busy}
                aria-label={`Restore ${solution.title}`}
              >
                <ArrowUturnLeftIcon className="size-4" aria-hidden="true" />
                Restore
              </button>
            </td>
          </tr>
        )}
      </AdminTable>
    </>
  );
}
