import { z } from "zod";
import { emailAddress } from "#domain/fields";

// Who is told of enquiries, and the webhook that is told of everything that happens to them
// (issue 34, item 6; docs/decisions/0050). Set on the Settings screen, not in the environment:
// NOTIFY_EMAIL is only the first recipient until an admin saves the list.

export const MAX_RECIPIENTS = 10;
const SECRET_RULE = "webhook.secret must be 16 to 200 characters";
const URL_RULE = "webhook.url must be an https:// address (or http:// to localhost, for testing)";
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Only https, or plain http to this machine for testing: a webhook must not become a way to
 * reach other hosts on the server's own network without TLS (deliveries follow no redirects).
 */
export function isWebhookUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname));
}

/** What PUT /api/settings/notifications takes, and GET answers. */
export const notificationSettingsSchema = z.object({
  recipients: z
    .array(emailAddress("Enter an email address", "Enter a valid email address"), {
      error: "recipients must be a list of email addresses",
    })
    .min(1, "Add at least one recipient")
    .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients`),
  webhook: z
    .object(
      {
        url: z.string({ error: URL_RULE }).trim().max(2000, URL_RULE).refine(isWebhookUrl, URL_RULE),
        secret: z.string({ error: SECRET_RULE }).trim().min(16, SECRET_RULE).max(200, SECRET_RULE),
      },
      { error: "webhook must be an object with url and secret, or null" },
    )
    .nullable(),
});

export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type WebhookTarget = NonNullable<NotificationSettings["webhook"]>;
