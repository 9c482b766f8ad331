import { ArrowLeftIcon } from "@heroicons/react/24/outline";
import { Link } from "react-router";
import { SPAM_REASONS } from "#domain/enquiry-rules";
import { fetchSpam, markNotSpam, type SpamEnquiry } from "../api/spam";
import { AdminTable } from "../ui/admin-table";
import { MaybeBanner } from "../ui/banner";
import { failureTexts } from "../ui/failure-texts";
import { formatDateTime } from "../ui/format";
import { cellClass, mutedText, panelClass, secondaryButton, smallButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";

const FAILURE = failureTexts({
  load: ["Failed to load the spam", "An error occurred while fetching the spam"],
  move: ["Failed to move the enquiry to the inbox", "An error occurred while moving the enquiry"],
});
const HEADERS = ["Received", "Name", "Email", "Message", "Why", "Actions"];
/** As much of a message as a row shows: enough to tell a person from a bot. */
const SNIPPET = 140;
const snippet = (text: string) => (text.length > SNIPPET ? `${text.slice(0, SNIPPET - 1)}…` : text);

/**
 * The inbox's Spam view (decision 0051): enquiries kept aside, newest first, with why. "Not
 * spam" moves one into the inbox as a new enquiry, which the team is then told of.
 */
export function SpamScreen() {
  const { data, loading, error, setData } = useAsyncData(fetchSpam, FAILURE.load);
  const action = useAction();
  const items = data?.items ?? [];

  async function notSpam(spam: SpamEnquiry) {
    const moved = await action.run(
      () => markNotSpam(spam.id),
      FAILURE.move,
      `The enquiry from ${spam.name} is in the inbox now, as a new one.`,
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
        <Link to="/admin/contacts" className={secondaryButton}>
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to contacts
        </Link>
      </div>
      <p className={`mb-4 ${mutedText}`}>
        Enquiries that filled the hidden field or came faster than a person types. They were answered like any
        other, but nobody was told of them and they are not counted. Kept as long as enquiries are.
      </p>
      <div className="mb-4 flex flex-col gap-2">
        <MaybeBanner tone="error" message={error ?? action.error} />
        <MaybeBanner tone="success" message={action.success} />
      </div>
      {loading ? <p>Loading spam...</p> : null}
      {data && items.length === 0 ? <p>No spam. Enquiries kept aside as spam show here.</p> : null}
      {data && data.total > items.length ? (
        <p className={`mb-2 ${mutedText}`}>
          The newest {items.length} of {data.total}.
        </p>
      ) : null}
      {items.length > 0 ? (
        <AdminTable label="Spam table" className={`${panelClass} p-0`} headers={HEADERS} stacked>
          {items.map((spam) => (
            <tr key={spam.id}>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(spam.createdAt)}</td>
              <td className={`${cellClass} font-medium`}>{spam.name}</td>
              <td className={`${cellClass} break-words`}>{spam.email}</td>
              <td className={`${cellClass} max-w-md break-words`}>{snippet(spam.message)}</td>
              <td className={cellClass}>{SPAM_REASONS[spam.reason] ?? spam.reason}</td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <button
                  type="button"
                  className={smallButton}
                  onClick={() => notSpam(spam)}
                  disabled={action.busy}
                  aria-label={`Not spam: move the enquiry from ${spam.name} to the inbox`}
                >
                  Not spam
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </div>
  );
}
