import { ArrowLeftIcon } from "@heroicons/react/24/outline";
import { useState } from "react";
import { Link } from "react-router";
import type { PagePath } from "#domain/page-paths";
import { SPAM_REASONS } from "#domain/sales-desk/enquiry-rules";
import { deleteSpam, emptySpam, fetchSpam, markNotSpam, type SpamEnquiry } from "../api/spam";
import { ActionBanners } from "../ui/banner";
import { ConfirmDialog } from "../ui/dialogs/confirm-dialog";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { formatDateTime } from "../ui/format";
import { AdminTable } from "../ui/lists/admin-table";
import { RemoveButton } from "../ui/lists/row-actions";
import { cellClass, dangerButton, mutedText, panelClass, secondaryButton, smallButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";

const FAILURE = ADMIN_FAILURES.spam;
const HEADERS = ["Received", "Name", "Email", "Message", "Why", "Actions"];
/** As much of a message as a row shows: enough to tell a person from a bot. */
const SNIPPET = 140;
const snippet = (text: string) => (text.length > SNIPPET ? `${text.slice(0, SNIPPET - 1)}…` : text);
const why = (spam: SpamEnquiry) =>
  spam.reason === "marked" && spam.markedBy
    ? `Marked as spam by ${spam.markedBy}`
    : (SPAM_REASONS[spam.reason] ?? spam.reason);

/** A deletion for good waiting for its confirmation: one spam enquiry, or all of them. */
type PendingDelete = { one: SpamEnquiry } | { all: number };

/**
 * The inbox's Spam view (decision 0051): enquiries kept aside, newest first, with why. "Not
 * spam" moves one into the inbox as a new enquiry, which the team is then told of.
 */
export function SpamScreen() {
  const { data, loading, error, setData } = useAsyncData(fetchSpam, FAILURE.load);
  const action = useAction();
  const items = data?.items ?? [];
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  async function confirmDelete() {
    if (!pendingDelete) return;
    const one = "one" in pendingDelete ? pendingDelete.one : null;
    const done = one
      ? await action.run(
          () => deleteSpam(one.id).then(() => 1),
          FAILURE.remove,
          `The spam from ${one.name} is deleted.`,
        )
      : await action.run(
          () => emptySpam().then((answer) => answer.deleted),
          FAILURE.remove,
          (deleted) => `The spam is empty: ${deleted === 1 ? "1 enquiry" : `${deleted} enquiries`} deleted.`,
        );
    setPendingDelete(null);
    if (done === undefined) return;
    setData((list) =>
      one && list
        ? { items: list.items.filter((item) => item.id !== one.id), total: list.total - 1 }
        : { items: [], total: 0 },
    );
  }

  async function notSpam(spam: SpamEnquiry) {
    const moved = await action.run(
      () => markNotSpam(spam.id),
      FAILURE.move,
      spam.reason === "marked"
        ? `The enquiry from ${spam.name} is back in the inbox, as it was.`
        : `The enquiry from ${spam.name} is in the inbox now, as a new one.`,
    );
    if (moved) {
      setData(
        (list) => list && { items: list.items.filter((item) => item.id !== spam.id), total: list.total - 1 },
      );
    }
  }

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-50">Spam</h1>
        <div className="flex flex-wrap gap-3">
          {data && data.total > 0 ? (
            <button
              type="button"
              className={dangerButton}
              disabled={action.busy}
              onClick={() => setPendingDelete({ all: data.total })}
            >
              Empty spam
            </button>
          ) : null}
          <Link to={"/admin/contacts" satisfies PagePath} className={secondaryButton}>
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            Back to contacts
          </Link>
        </div>
      </div>
      <p className={`mb-4 ${mutedText}`}>
        Enquiries that filled the hidden field or came faster than a person types, answered like any other but
        not told to anyone nor counted; and enquiries marked as spam in the inbox. Not spam puts one in the
        inbox. Kept as long as enquiries are, unless deleted here.
      </p>
      <div className="mb-4 flex flex-col gap-2">
        <ActionBanners action={action} loadError={error} />
      </div>
      {data && data.total > items.length ? (
        <p className={`mb-2 ${mutedText}`}>
          The newest {items.length} of {data.total}.
        </p>
      ) : null}
      <AdminTable
        label="Spam table"
        className={`${panelClass} p-0`}
        headers={HEADERS}
        rows={data?.items}
        loading={{ busy: loading, line: "Loading spam..." }}
        empty="No spam. Enquiries kept aside as spam show here."
        stacked
      >
        {(spam) => (
          <tr key={spam.id}>
            <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(spam.createdAt)}</td>
            <td className={`${cellClass} font-medium`}>{spam.name}</td>
            <td className={`${cellClass} break-words`}>{spam.email}</td>
            <td className={`${cellClass} max-w-md break-words`}>{snippet(spam.message)}</td>
            <td className={cellClass}>{why(spam)}</td>
            <td className={cellClass}>
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => notSpam(spam)}
                  disabled={action.busy}
                  aria-label={`Not spam: move the enquiry from ${spam.name} to the inbox`}
                >
                  Not spam
                </button>
                <RemoveButton
                  label={`Delete the spam from ${spam.name}`}
                  text="Delete"
                  disabled={action.busy}
                  onClick={() => setPendingDelete({ one: spam })}
                />
              </div>
            </td>
          </tr>
        )}
      </AdminTable>
      <ConfirmDialog
        open={pendingDelete !== null}
        message={
          pendingDelete && "all" in pendingDelete
            ? `Delete all ${pendingDelete.all === 1 ? "1 spam enquiry" : `${pendingDelete.all} spam enquiries`} for good? This cannot be undone.`
            : `Delete the spam from ${pendingDelete?.one.name ?? ""} for good? This cannot be undone.`
        }
        confirmLabel={pendingDelete && "all" in pendingDelete ? "Empty spam" : "Delete"}
        busy={action.busy}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
