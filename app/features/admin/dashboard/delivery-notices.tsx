import { Link } from "react-router";
import type { PagePath } from "#domain/page-paths";
import type { DashboardData } from "../api/dashboard";
import { DELIVERIES_ANCHOR } from "../api/settings";
import { Banner } from "../ui/banner";
import { linkClass } from "../ui/styles";

/** What the server could not deliver: what failed, what to do, and the newest error. */
function DeliveryNotice({ children, lastError }: { children: React.ReactNode; lastError: string | null }) {
  return (
    <Banner tone="error">
      <p>{children}</p>
      {lastError ? <p className="mt-1 break-words">Last error: {lastError}</p> : null}
    </Banner>
  );
}

/** `n` and the noun that agrees with it: "1 email", "3 emails". */
export const counted = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * Tells administrators that outgoing mail (enquiry notifications, password resets) keeps
 * failing, so a wrong mail setting is noticed before enquiries go unanswered.
 */
export function MailNotice({ mail }: { mail: DashboardData["mail"] }) {
  if (!mail || mail.failing === 0) return null;
  return (
    <DeliveryNotice lastError={mail.lastError}>
      {counted(mail.failing, "email", "emails")} could not be sent and will be retried. Check the mail
      settings (SMTP_URL) and the server log.
    </DeliveryNotice>
  );
}

/**
 * Tells administrators, while any webhook delivery is failing or has waited over an hour, that
 * the CRM (or Zapier, n8n) is not getting the leads (docs/decisions/0073).
 */
export function WebhookNotice({ deliveries }: { deliveries: DashboardData["deliveries"] }) {
  if (!deliveries || (deliveries.failing === 0 && deliveries.late === 0)) return null;
  const what =
    deliveries.failing > 0
      ? `${counted(deliveries.failing, "webhook delivery", "webhook deliveries")} failed`
      : `${counted(deliveries.late, "webhook delivery has", "webhook deliveries have")} waited over an hour`;
  return (
    <DeliveryNotice lastError={deliveries.lastError}>
      {what}: your CRM, Zapier or n8n is not getting these enquiry events. Each is retried for 72 hours.{" "}
      <Link to={`/admin/settings#${DELIVERIES_ANCHOR}` satisfies PagePath} className={linkClass}>
        See the deliveries and resend
      </Link>
    </DeliveryNotice>
  );
}
