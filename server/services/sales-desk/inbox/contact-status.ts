import { and, inArray, ne } from "drizzle-orm";
import type { ContactStatus } from "#domain/options";
import type { Executor } from "#server/db/client";
import { contactStatusChanges, contacts } from "#server/db/schema";
import type { Actor } from "../contact-record";
import { recordChange } from "./contact-version";

/**
 * Inside the caller's transaction: sets `status` on the contacts among `ids` that exist (locked
 * until commit), remembering each real change with who made it (and counting it in the version). Answers the ids found, and
 * those whose status changed.
 */
export async function moveStatus(tx: Executor, ids: string[], status: ContactStatus, actor: Actor) {
  const before = await tx
    .select({ id: contacts.id, status: contacts.status })
    .from(contacts)
    .where(inArray(contacts.id, ids))
    .for("update");
  const changed = before.filter((row) => row.status !== status);
  if (changed.length > 0) {
    const changedIds = changed.map((row) => row.id);
    await tx
      .update(contacts)
      .set({ status })
      .where(and(inArray(contacts.id, changedIds), ne(contacts.status, status)));
    await tx.insert(contactStatusChanges).values(
      changed.map((row) => ({
        contactId: row.id,
        fromStatus: row.status,
        toStatus: status,
        changedById: actor.id,
        changedByName: actor.name,
      })),
    );
    await recordChange(tx, changedIds, actor);
  }
  return { found: before.map((row) => row.id), changed: changed.map((row) => row.id) };
}
