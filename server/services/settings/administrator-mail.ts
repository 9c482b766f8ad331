import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { users } from "../../db/schema";
import type { MailMessage } from "../../mail/mailer";
import type { Outbox } from "../../mail/outbox";

/** Queues `message(to)` for every administrator in `tx`; answers whether there was one to mail. */
export async function mailAdministrators(
  tx: Executor,
  outbox: Outbox,
  message: (to: string) => MailMessage,
): Promise<boolean> {
  const admins = await tx.select({ email: users.email }).from(users).where(eq(users.role, "admin"));
  await outbox.enqueue(tx, ...admins.map(({ email }) => message(email)));
  return admins.length > 0;
}
