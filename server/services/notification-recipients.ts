import type { Executor } from "../db/client";
import { siteSettings } from "../db/schema";
import { storedSetting } from "./settings";

/**
 * Who is told of enquiries (the new-enquiry mail and the daily digest): the addresses an admin
 * saved on the Settings screen, or NOTIFY_EMAIL until they have saved any (decision 0050).
 */
export const notificationRecipients =
  (notifyEmail: string | undefined) =>
  async (db: Executor): Promise<string[]> =>
    (await storedSetting<string[] | null>(db, siteSettings.notifyRecipients, null)) ??
    (notifyEmail ? [notifyEmail] : []);

export type NotificationRecipients = ReturnType<typeof notificationRecipients>;
