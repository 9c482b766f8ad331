import { Link } from "react-router";
import type { PagePath } from "#domain/page-paths";
import { formatSouthAfricanTime } from "#domain/south-african-time";
import {
  DELIVERIES_ANCHOR,
  type DeliveryView,
  fetchWebhookDeliveries,
  resendWebhookDelivery,
} from "../api/settings";
import { ActionBanners } from "../ui/banner";
import { ADMIN_FAILURES } from "../ui/error-catalogue";
import { LoadedList } from "../ui/lists/loaded-list";
import { linkClass, mutedText, smallButton } from "../ui/styles";
import { useAction } from "../ui/use-action";
import { useAsyncData } from "../ui/use-async-data";

// The webhook's latest deliveries, each with a Resend button (docs/decisions/0073): a receiver
// that was down is seen here, and what it missed is sent again once it is back. A list rather
// than a table, so each delivery wraps onto lines of its own on a phone.

const FAILURE = ADMIN_FAILURES.webhookDeliveries;

const EVENT_LABELS: Record<DeliveryView["event"], string> = {
  "enquiry.created": "New enquiry",
  "enquiry.status_changed": "Status changed",
  "enquiry.assigned": "Assigned",
  "enquiry.replied": "Replied",
  "quote.accepted": "Quote accepted",
};

const STATUS_STYLES: Record<DeliveryView["status"], string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  delivered: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
};
const STATUS_LABELS: Record<DeliveryView["status"], string> = {
  pending: "Retrying",
  delivered: "Delivered",
  failed: "Failed",
};

const at = (iso: string | null) => (iso ? formatSouthAfricanTime(iso) : null);

export function WebhookDeliveries() {
  const { data, error, setData } = useAsyncData(fetchWebhookDeliveries, FAILURE.load);
  const action = useAction();

  async function resend(delivery: DeliveryView) {
    const resent = await action.run(
      () => resendWebhookDelivery(delivery.id),
      FAILURE.resend,
      "The delivery is being sent again.",
    );
    if (resent) setData(await fetchWebhookDeliveries().catch(() => null));
  }

  return (
    <section id={DELIVERIES_ANCHOR} aria-labelledby={`${DELIVERIES_ANCHOR}-title`} className="mt-6">
      <h3 id={`${DELIVERIES_ANCHOR}-title`} className="text-sm font-semibold">
        Webhook deliveries
      </h3>
      <p className={mutedText}>
        The latest 50, newest first. A failed delivery is retried for 72 hours; Resend sends it again now.
      </p>
      <ActionBanners action={action} loadError={error} />
      <LoadedList
        items={data}
        empty="No deliveries yet."
        className="mt-2 flex flex-col gap-2"
        emptyClassName="mt-2"
      >
        {(delivery) => (
          <li
            key={delivery.id}
            className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
            aria-label={`${EVENT_LABELS[delivery.event]}, ${STATUS_LABELS[delivery.status]}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{EVENT_LABELS[delivery.event]}</span>
              <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_STYLES[delivery.status]}`}>
                {STATUS_LABELS[delivery.status]}
              </span>
              {delivery.enquiryId ? (
                <Link
                  to={`/admin/contacts?id=${delivery.enquiryId}` satisfies PagePath}
                  className={linkClass}
                >
                  Open enquiry
                </Link>
              ) : null}
              <button
                type="button"
                className={`${smallButton} ml-auto`}
                disabled={action.busy}
                onClick={() => resend(delivery)}
              >
                Resend
              </button>
            </div>
            <p className={`${mutedText} mt-1`}>
              {delivery.attempts === 1 ? "1 attempt" : `${delivery.attempts} attempts`}
              {delivery.lastAttemptAt ? `, last ${at(delivery.lastAttemptAt)}` : null}
              {delivery.deliveredAt ? `; delivered ${at(delivery.deliveredAt)}` : null}
              {delivery.nextAttemptAt ? `; next ${at(delivery.nextAttemptAt)}` : null}
            </p>
            {delivery.lastError ? (
              <p className="mt-1 break-words text-red-700 dark:text-red-400">
                Last error: {delivery.lastError}
              </p>
            ) : null}
          </li>
        )}
      </LoadedList>
    </section>
  );
}
