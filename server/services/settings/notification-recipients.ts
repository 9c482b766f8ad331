import { z } from "zod";
import type { Executor } from "../../db/client";
import { siteSettings } from "../../db/schema";
import { recipientAddress } from "./notification-settings";
import { storedSetting } from "./stored-setting";
import { type UnusableSetting, usable } from "./usable-settings";

// Who is told of enquiries (the new-enquiry mail and the daily digest): the addresses an admin
// saved on the Settings screen, or NOTIFY_EMAIL until they have saved any (decision 0050). A
// stored address a save would refuse is left out, with a warning, rather than failing the mail.

/** The recipients a stored value (null: never saved) names. */
export function usableRecipients(
  stored: unknown,
  notifyEmail: string | undefined,
  unusable: UnusableSetting,
): string[] {
  if (stored === null) return notifyEmail ? [notifyEmail] : [];
  const list = usable(z.array(z.unknown()), stored, [], "recipients", unusable);
  return list.flatMap((address, index) => {
    const checked = usable(recipientAddress, address, "", `recipients.${index}`, unusable);
    return checked ? [checked] : [];
  });
}

/** Reads the recipients from the settings row. */
export const notificationRecipients =
  (notifyEmail: string | undefined, unusable: UnusableSetting) =>
  async (db: Executor): Promise<string[]> =>
    usableRecipients(
      await storedSetting<unknown>(db, siteSettings.notifyRecipients, null),
      notifyEmail,
      unusable,
    );

export type NotificationRecipients = ReturnType<typeof notificationRecipients>;
