import { PlusIcon, TrashIcon } from "@heroicons/react/24/outline";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import type { AdminSolutionSummary } from "#domain/content/solution";
import { TIER_LABELS, TIERS } from "#domain/options";
import type { PagePath } from "#domain/page-paths";
import { TagList } from "../../../components/ui/tag-list";
import { deleteSolution, fetchSolutions } from "../api/solutions";
import { ActionBanners } from "../ui/banner";
import { useConfirmedDelete } from "../ui/dialogs/use-confirmed-delete";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { AdminTable } from "../ui/lists/admin-table";
import { FilterSelect } from "../ui/lists/filter-select";
import { ListToolbar } from "../ui/lists/list-toolbar";
import { RowActions } from "../ui/lists/row-actions";
import { useSortedRows } from "../ui/lists/use-sorted-rows";
import { ScreenHeader } from "../ui/screen-header";
import { cellClass, panelClass, primaryButton, secondaryButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";
import { summariseChallenges } from "./challenge-summary";
import { publicationBadge } from "./publication-badge";
import {
  filterSolutions,
  listFilterParams,
  readListFilter,
  SORTED_BY,
  type SolutionListFilter,
} from "./solution-list-filter";

const FAILURE = ADMIN_FAILURES.solutions;
const HEADERS = ["Title", "Tier", "Challenges", "Actions"];
const DELETE_QUESTION =
  "Are you sure you want to delete this solution? It moves to the Trash, where it can be restored for 30 days.";
const MOVED_TO_TRASH = "The solution was moved to the Trash, where it can be restored for 30 days.";
const TIER_OPTIONS = [
  { value: "", label: "All tiers" },
  ...TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] })),
];
const STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  { value: "published", label: "Published" },
  { value: "scheduled", label: "Scheduled" },
  { value: "draft", label: "Draft" },
];

export function SolutionsScreen() {
  const { data: solutions, loading, error, setData } = useAsyncData(fetchSolutions, FAILURE.load);
  const action = useAction();
  const now = Date.now();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readListFilter(searchParams);
  // Typing replaces the address's entry; a filter or a sort adds one, for Back.
  const show = (changes: Partial<SolutionListFilter>, replace = false) =>
    setSearchParams(listFilterParams({ ...filter, ...changes }), { replace, preventScrollReset: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `filter` is read from searchParams, and `now` moving on is not a reason to filter again
  const matching = useMemo(() => filterSolutions(solutions ?? [], filter, now), [solutions, searchParams]);
  const { sorted, sorting } = useSortedRows(matching, SORTED_BY);
  const { requestDelete, confirmDialog } = useConfirmedDelete<AdminSolutionSummary>({
    action,
    question: DELETE_QUESTION,
    remove: deleteSolution,
    failure: FAILURE.delete,
    successText: MOVED_TO_TRASH,
    onDeleted: (id) => setData((list) => list?.filter((solution) => solution.id !== id) ?? null),
  });
  const filtered = filter.query !== "" || filter.tier !== null || filter.status !== null;

  return (
    <>
      <ScreenHeader title="Solutions">
        <Link to={"/admin/trash" satisfies PagePath} className={secondaryButton}>
          <TrashIcon className="size-5" aria-hidden="true" />
          Trash
        </Link>
        <Link to={"/admin/solutions/new" satisfies PagePath} className={primaryButton}>
          <PlusIcon className="size-5" aria-hidden="true" />
          Add Solution
        </Link>
      </ScreenHeader>
      <ListToolbar
        search={{
          label: "Search by title, tagline, ID or challenge",
          value: filter.query,
          onChange: (query) => show({ query }, true),
        }}
      >
        <FilterSelect
          label="Tier"
          options={TIER_OPTIONS}
          value={filter.tier ?? ""}
          onChange={(value) => show({ tier: (value || null) as SolutionListFilter["tier"] })}
        />
        <FilterSelect
          label="Status"
          options={STATUS_OPTIONS}
          value={filter.status ?? ""}
          onChange={(value) => show({ status: (value || null) as SolutionListFilter["status"] })}
        />
      </ListToolbar>
      <div className="mb-4 flex flex-col gap-2">
        <ActionBanners action={action} loadError={error} />
        <UnreadPrices solutions={solutions ?? []} />
      </div>
      <AdminTable
        label="Solutions table"
        className={`${panelClass} p-0`}
        headers={HEADERS}
        rows={solutions && sorted}
        loading={{ busy: loading, line: "Loading solutions..." }}
        empty={filtered ? "No solutions found matching your criteria" : "No solutions found"}
        stacked
        sorting={sorting}
      >
        {(solution) => {
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
                <TagList values={shown} size="compact" more={more} />
              </td>
              <td className={cellClass}>
                <RowActions
                  itemName={solution.title}
                  edit={{ to: `/admin/solutions/${encodeURIComponent(solution.id)}` satisfies PagePath }}
                  onDelete={() => requestDelete(solution)}
                  disabled={action.busy}
                />
              </td>
            </tr>
          );
        }}
      </AdminTable>
      {confirmDialog}
    </>
  );
}

/**
 * Prices no amount could be read from (migration 0041, or a client that sent text): visitors
 * see "Price on request" until an amount is entered, so the admin is told which and what they said.
 */
function UnreadPrices({ solutions }: { solutions: readonly AdminSolutionSummary[] }) {
  const unread = solutions.filter((solution) => solution.unreadPrices);
  if (unread.length === 0) return null;
  return (
    <section
      aria-labelledby="unread-prices"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="unread-prices" className="font-semibold">
        Prices shown as "Price on request"
      </h2>
      <p>No amount could be read from these prices. Open each solution and enter its amount.</p>
      <ul className="mt-1 list-disc pl-5">
        {unread.map((solution) => (
          <li key={solution.id}>
            <Link
              className="underline"
              to={`/admin/solutions/${encodeURIComponent(solution.id)}` satisfies PagePath}
            >
              {solution.title}
            </Link>
            : {solution.unreadPrices?.map((text) => `"${text}"`).join(", ")}
          </li>
        ))}
      </ul>
    </section>
  );
}
