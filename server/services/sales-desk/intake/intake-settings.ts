import type { Executor } from "#server/db/client";
import { siteSettings } from "#server/db/schema";
import { usableRecipients } from "../../settings/notification-recipients";
import { settingsRow } from "../../settings/stored-setting";
import { type UnusableSetting, usableCompanyDetails } from "../../settings/usable-settings";

// What a batch of enquiries needs of the settings row, read in one statement in the batch's
// transaction and handed to the mails and the webhook (decision 0089). Each value is read as
// where it is read alone: an unusable one is skipped with a warning, never failing the batch.

interface IntakeSettings {
  /** Whether visitors get an acknowledgement of their enquiry: on until an admin turns it off. */
  acknowledge: boolean;
  /** Who in the team is told of each enquiry (notification-recipients.ts); none tells no one. */
  recipients: string[];
  /** The company's booking page, which the acknowledgement offers; "" for none (Company Details). */
  bookingUrl: string;
  /** Whether a webhook is set, so each enquiry is queued for it. */
  webhook: boolean;
}

/** Reads the settings of one batch; `notifyEmail` is told of enquiries until recipients are saved. */
export const intakeSettings =
  (notifyEmail: string | undefined, unusable: UnusableSetting) =>
  async (tx: Executor): Promise<IntakeSettings> => {
    const row = await settingsRow(tx, {
      acknowledge: siteSettings.acknowledgeEnquiries,
      recipients: siteSettings.notifyRecipients,
      companyDetails: siteSettings.companyDetails,
      webhook: siteSettings.webhook,
    });
    return {
      acknowledge: row?.acknowledge ?? true,
      recipients: usableRecipients(row?.recipients ?? null, notifyEmail, unusable),
      bookingUrl: usableCompanyDetails(row?.companyDetails ?? null, unusable).bookingUrl,
      webhook: (row?.webhook ?? null) !== null,
    };
  };

export type ReadIntakeSettings = ReturnType<typeof intakeSettings>;
