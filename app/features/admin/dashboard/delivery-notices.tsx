import type { DashboardData } from "../api/dashboard";
import { Banner } from "../ui/banner";

/**
 * Tells administrators that outgoing mail (enquiry notifications, password resets) keeps
 * failing, so a wrong mail setting is noticed before enquiries go unanswered.
 */
export function MailNotice({ mail }: { mail: DashboardData["mail"] }) {
  if (!mail || mail.failing === 0) return null;
  const messages =
    mail.failing === 1 ? "1 email could not be sent" : `${mail.failing} emails could not be sent`;
  return (
    <Banner tone="error">
      <p>{messages} and will be retried. Check the mail settings (SMTP_URL) and the server log.</p>
      {mail.lastError ? <p className="mt-1 break-words">Last error: {mail.lastError}</p> : null}
    </Banner>
  );
}
