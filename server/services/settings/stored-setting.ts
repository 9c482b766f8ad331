import { eq } from "drizzle-orm";
import type { PgColumn, SelectedFields } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { siteSettings } from "../../db/schema";
import type { WebhookTarget } from "./notification-settings";

// Reads of the one settings row, where its values are used: by the settings service, which
// writes the row (settings.ts), and by the services that act on it. What one use needs of the
// row is read in one statement: a batch of enquiries reads four columns at once
// (intake-settings.ts).

/** `columns` of the settings row; undefined while the row has not been created. */
export async function settingsRow<T extends SelectedFields>(db: Executor, columns: T) {
  const [row] = await db.select(columns).from(siteSettings).where(eq(siteSettings.id, 1));
  return row;
}

/** One setting of the settings row, or `fallback` while the row has not been created. */
export async function storedSetting<T>(db: Executor, column: PgColumn, fallback: T): Promise<T> {
  const row = await settingsRow(db, { value: column });
  return (row?.value as T | undefined) ?? fallback;
}

/** The webhook admins set, with its secret, or null. */
export const webhookTarget = (db: Executor) =>
  storedSetting<WebhookTarget | null>(db, siteSettings.webhook, null);
