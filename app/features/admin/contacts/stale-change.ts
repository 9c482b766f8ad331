import { ApiError } from "../../../lib/api-client";
import type { Contact, ContactDetail } from "../api/contacts";
import { VersionConflict } from "../api/http";
import { formatDateTime } from "../ui/format";
import { CONTACT_STATUS_LABELS, statusOf } from "../ui/inbox/contact-status";

// A change refused because another admin changed the enquiry first (409, decision 0074): what
// they did, in words, for the banner that replaces the admin's own change.

type Seen = Pick<Contact, "status" | "ownerId" | "ownerName" | "lastReplyAt" | "notesCount">;

/** "Sipho changed this enquiry at 28 Nov 2026, 10:02 (set it to Completed and replied)…" */
function staleChangeText(conflict: VersionConflict<ContactDetail>, seen: Seen): string {
  const now = conflict.current;
  const what: string[] = [];
  if (statusOf(now) !== statusOf(seen)) what.push(`set it to ${CONTACT_STATUS_LABELS[statusOf(now)]}`);
  if (now.ownerId !== seen.ownerId)
    what.push(now.ownerName ? `gave it to ${now.ownerName}` : "left it unassigned");
  if (now.lastReplyAt !== seen.lastReplyAt) what.push("replied");
  if (now.notesCount !== seen.notesCount) what.push("added a note");
  const who = conflict.changed.by ?? "Someone else";
  const when = conflict.changed.at ? ` at ${formatDateTime(conflict.changed.at)}` : "";
  const list = what.length > 1 ? `${what.slice(0, -1).join(", ")} and ${what.at(-1)}` : (what[0] ?? "");
  return `${who} changed this enquiry${when}${list ? ` (${list})` : ""}. It shows their change now; yours was not made.`;
}

/**
 * Runs a change of the enquiry last seen as `seen`; when another admin's came first, `show`
 * gets the enquiry as it is now and the change fails with the words of staleChangeText, which
 * the screen's banner shows as any failure.
 */
export async function unlessStale<T>(
  change: () => Promise<T>,
  seen: Seen,
  show: (current: ContactDetail) => void,
): Promise<T> {
  try {
    return await change();
  } catch (reason) {
    if (!(reason instanceof VersionConflict)) throw reason;
    const conflict = reason as VersionConflict<ContactDetail>;
    show(conflict.current);
    throw new ApiError(409, staleChangeText(conflict, seen), undefined);
  }
}
