// What a shorter retention period deletes (docs/decisions/0077), said the same way on the
// Settings screen before a save and in the refusal of a save or restore that lacks the password.

/** What the nightly run would delete were the period `months` now (GET /api/settings/retention/preview). */
export interface RetentionPreview {
  months: number;
  enquiries: number;
  spam: number;
}

export const monthsText = (months: number) => `${months} month${months === 1 ? "" : "s"}`;

/** "The next nightly run, at 02:00, will delete 243 enquiries, …. This cannot be undone." */
export function retentionDeletes({ months, enquiries, spam }: RetentionPreview): string {
  const deleted =
    enquiries === 0
      ? "no enquiries"
      : `${enquiries} enquir${enquiries === 1 ? "y" : "ies"}, with their notes and replies, that had no contact (arrival, reply, note, status change or assignment) in the last ${monthsText(months)}`;
  const spamToo = spam > 0 ? `, and ${spam} kept as spam` : "";
  return `The next nightly run, at 02:00, will delete ${deleted}${spamToo}. This cannot be undone.`;
}
