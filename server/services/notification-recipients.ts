import { z } from "zod";
import type { Executor } from "../db/client";
import { siteSettings } from "../db/schema";
import { recipientAddress } from "./notification-settings";
import { storedSetting } from "./settings";
import { type UnusableSetting, usable } from "./usable-settings";

/**
 * Who is told of enquiries (the new-enquiry mail and the daily digest): the addresses an admin
 * saved on the Settings screen, or NOTIFY_EMAIL until they have saved any (decision 0050). A
 * stored address a save would refuse is left out, with a warning, rather than failing the mail.
 */
export const notificationRecipients =
  (notifyEmail: string | undefined, unusable: UnusableSetting) =>
  async (db: Executor): Promise<string[]> => {
    const stored = await storedSetting<unknown>(db, siteSettings.notifyRecipients, null);
    if (stored === null) return notifyEmail ? [notifyEmail] : [];
    const list = usable(z.array(z.unknown()), stored, [], "recipients", unusable);
    return list.flatMap((address, index) => {
      const checked = usable(recipientAddress, address, "", `recipients.${index}`, unusable);
      return checked ? [checked] : [];
    });
  };

export type NotificationRecipients = ReturnType<typeof notificationRecipients>;
