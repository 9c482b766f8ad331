import { z } from "zod";
import { emailAddress } from "#domain/fields";
import { isPrivateAddress, literalAddress } from "../shared/private-addresses";

// Who is told of enquiries, and the webhook that is told of everything that happens to them
// (issue 34, item 6; docs/decisions/0050). Set on the Settings screen, not in the environment:
// NOTIFY_EMAIL is only the first recipient until an admin saves the list. The webhook's secret
// is write-only (docs/decisions/0063): answered masked, and kept when a save sends the mask back.

const MAX_RECIPIENTS = 10;
export const SECRET_RULE = "webhook.secret must be 16 to 200 characters";
const URL_RULE = "webhook.url must be an https:// address (or http:// to localhost, for testing)";
const PRIVATE_URL_RULE =
  "webhook.url must not be a private or local network address (only http:// to localhost, for testing)";
const LOCAL_URL_RULE =
  "webhook.url must be an https:// address: http:// to localhost is only for a site running on this machine";
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The one way to reach this machine: plain http to it, for testing against a local receiver. */
export const isLocalTestUrl = (url: URL) => url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);

/**
 * Whether a webhook may be plain http to this machine: in development and tests, and on a site
 * whose operator set PUBLIC_URL to this machine. Not on a site with a public address, where it
 * would reach the services beside the server instead of a test receiver (decision 0063), nor
 * in production with PUBLIC_URL left unset: its localhost default says nothing of where the
 * site is served, so `publicUrl` is the value set, or undefined (decision 0069).
 */
export const localWebhooksAllowed = (production: boolean, publicUrl: string | undefined) =>
  !production || (publicUrl !== undefined && LOCAL_HOSTS.has(new URL(publicUrl).hostname));

/** The refusal of a local test URL on a site where local webhooks are not allowed, or null. */
export const localWebhookFault = (value: string, allowed: boolean) =>
  !allowed && isLocalTestUrl(new URL(value)) ? LOCAL_URL_RULE : null;

/**
 * Why the URL cannot be a webhook, or null when it can: only https, or plain http to this
 * machine for testing, and never an address on the server's own networks written as an IP
 * (names are checked when they are resolved, at each delivery). Deliveries follow no redirects.
 */
function webhookUrlFault(value: string): string | null {
  if (!URL.canParse(value)) return URL_RULE;
  const url = new URL(value);
  if (url.username || url.password) return URL_RULE;
  if (isLocalTestUrl(url)) return null;
  if (url.protocol !== "https:") return URL_RULE;
  const address = literalAddress(url.hostname);
  return address && isPrivateAddress(address) ? PRIVATE_URL_RULE : null;
}

/** How GET shows a secret: that one is set, and its last 4 characters to tell it from another. */
export const maskedSecret = (secret: string) => `****${secret.slice(-4)}`;

/**
 * How GET shows the URL, which for Zapier or n8n is itself the credential: its origin, to tell
 * which service it is, then "****" and its last 4 characters (docs/decisions/0073).
 */
export const maskedUrl = (url: string) => {
  const origin = URL.parse(url)?.origin;
  return `${origin && origin !== "null" ? origin : ""}/****${url.slice(-4)}`;
};

/** The URL a save means: the stored one when it sent back the mask GET answered. */
export const meantUrl = (stored: WebhookTarget | null, url: string) =>
  stored && url === maskedUrl(stored.url) ? stored.url : url;

export const NEW_URL_SECRET_RULE = "A new webhook URL needs a new secret";

/** A mask (8 characters) is too short to be a secret, so it can only mean "keep the stored one". */
const isMaskedSecret = (value: string) => value.length === 8 && value.startsWith("****");

/** One address told of enquiries, as a save and every mail read it. */
export const recipientAddress = emailAddress("Enter an email address", "Enter a valid email address");

/** What PUT /api/settings/notifications takes; GET answers `NotificationSettingsView`. */
export const notificationSettingsSchema = z.object({
  recipients: z
    .array(recipientAddress, {
      error: "recipients must be a list of email addresses",
    })
    .min(1, "Add at least one recipient")
    .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients`),
  webhook: z
    .object(
      {
        url: z
          .string({ error: URL_RULE })
          .trim()
          .max(2000, URL_RULE)
          .superRefine((value, context) => {
            const fault = webhookUrlFault(value);
            if (fault) context.addIssue({ code: "custom", message: fault });
          }),
        /** Left out, or the mask GET answered: the stored secret is kept. */
        secret: z
          .string({ error: SECRET_RULE })
          .trim()
          .refine(
            (value) => isMaskedSecret(value) || (value.length >= 16 && value.length <= 200),
            SECRET_RULE,
          )
          .optional()
          .transform((value) => (value === undefined || isMaskedSecret(value) ? undefined : value)),
      },
      { error: "webhook must be an object with url and secret, or null" },
    )
    .nullable(),
});

export type NotificationSettingsChange = z.infer<typeof notificationSettingsSchema>;

export interface WebhookTarget {
  url: string;
  secret: string;
}

/** The settings as stored; GET answers them with the secret masked. */
export interface NotificationSettings {
  recipients: string[];
  webhook: WebhookTarget | null;
}
