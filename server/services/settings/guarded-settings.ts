import { COMPANY } from "#domain/company/company";
import type { CompanyDetails } from "#domain/company/company-details";
import type { PagePath } from "#domain/page-paths";
import { monthsText } from "#domain/sales-desk/retention-preview";
import { formatSouthAfricanTime } from "#domain/south-african-time";
import type { Database } from "../../db/client";
import type { MailMessage } from "../../mail/mailer";
import type { Outbox } from "../../mail/outbox";
import { mailAdministrators } from "./administrator-mail";
import {
  meantUrl,
  type NotificationSettings,
  type NotificationSettingsChange,
} from "./notification-settings";

// The settings that decide where leads and visitors go (issue 52, item 4): the webhook, the
// notification recipients, the WhatsApp number, the booking page and how long enquiries are
// kept. A session alone cannot change them: the admin's current password is asked for (as for
// adding an administrator), the change is a security event, and every administrator is mailed.

/** One guarded setting a save changes: its name as the API's fields, and what a person calls it. */
export interface GuardedChange {
  setting: string;
  label: string;
  /** The new value, for the notice; absent where it is a credential (the webhook's URL and secret). */
  value?: string;
}

export function companyDetailChanges(stored: CompanyDetails, next: CompanyDetails): GuardedChange[] {
  return [
    ...(stored.whatsapp !== next.whatsapp
      ? [{ setting: "whatsapp", label: "the WhatsApp number", value: next.whatsapp || "(none)" }]
      : []),
    ...(stored.bookingUrl !== next.bookingUrl
      ? [{ setting: "bookingUrl", label: "the booking page", value: next.bookingUrl || "(none)" }]
      : []),
  ];
}

/** `next.webhook.secret` is undefined when the stored one is kept. */
export function notificationChanges(
  stored: NotificationSettings,
  next: NotificationSettingsChange,
): GuardedChange[] {
  const sameRecipients =
    stored.recipients.length === next.recipients.length &&
    stored.recipients.every(
      (address, index) => address.toLowerCase() === next.recipients[index]?.toLowerCase(),
    );
  const changes: GuardedChange[] = sameRecipients
    ? []
    : [{ setting: "recipients", label: "who is emailed new enquiries", value: next.recipients.join(", ") }];
  if (!next.webhook) {
    if (stored.webhook) changes.push({ setting: "webhook", label: "the webhook", value: "(removed)" });
    return changes;
  }
  if (stored.webhook?.url !== meantUrl(stored.webhook, next.webhook.url))
    changes.push({ setting: "webhook.url", label: "the webhook URL" });
  if (next.webhook.secret !== undefined && next.webhook.secret !== stored.webhook?.secret)
    changes.push({ setting: "webhook.secret", label: "the webhook secret" });
  return changes;
}

export const retentionChanges = (storedMonths: number, nextMonths: number | undefined): GuardedChange[] =>
  nextMonths === undefined || nextMonths === storedMonths
    ? []
    : [
        {
          setting: "retentionMonths",
          label: "how long enquiries are kept",
          value: monthsText(nextMonths),
        },
      ];

const listed = (labels: string[]) =>
  labels.length < 2 ? (labels[0] ?? "") : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;

/** The 403's message, at `currentPassword`, when a save changes guarded settings without proof. */
export const passwordForSettings = (changes: GuardedChange[]) =>
  `Enter your current password to change ${listed(changes.map((change) => change.label))}.`;

/** The short notice every administrator gets: who changed what, and when; never a secret. */
function settingsNotice(
  to: string,
  by: { name: string; email: string },
  changes: GuardedChange[],
  at: Date,
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: `${COMPANY.name} settings changed: ${listed(changes.map((change) => change.label))}`,
    text: [
      `${by.name} (${by.email}) changed these settings on ${formatSouthAfricanTime(at.toISOString())}:`,
      "",
      ...changes.map((change) => `- ${change.label}${change.value ? `: ${change.value}` : ""}`),
      "",
      `If nobody in your team meant to, sign in at ${publicUrl}${"/admin/settings" satisfies PagePath}, put them back and change that person's password.`,
    ].join("\n"),
  };
}

/** Mails the notice to every administrator, the one who made the change included. */
export async function tellAdministrators(
  db: Database,
  outbox: Outbox,
  notice: { by: { name: string; email: string }; changes: GuardedChange[]; publicUrl: string },
): Promise<void> {
  const at = new Date();
  await mailAdministrators(db, outbox, (to) =>
    settingsNotice(to, notice.by, notice.changes, at, notice.publicUrl),
  );
  void outbox.kick();
}
