-- An enquiry is answered by its first reply, or by being a logged conversation; a status change
-- no longer answers it (issue 45, item 4; decision 0076). Rows from before keep the answer the
-- rule of their time gave them (the first reply or move away from new, whichever came first),
-- so the digest does not list every enquiry ever closed without a reply as overdue.
DROP INDEX "contacts_new_reply_due_idx";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
UPDATE contacts SET answered_at = first.at
FROM (SELECT contact_id, min(at) AS at FROM (
        SELECT contact_id, created_at AS at FROM contact_replies
        UNION ALL
        SELECT contact_id, changed_at FROM contact_status_changes WHERE from_status = 'new') AS answers
      GROUP BY contact_id) AS first
WHERE first.contact_id = contacts.id;--> statement-breakpoint
UPDATE contacts SET answered_at = created_at
WHERE answered_at IS NULL AND (status <> 'new' OR logged_by_name IS NOT NULL);--> statement-breakpoint
CREATE INDEX "contacts_unanswered_due_idx" ON "contacts" USING btree ("reply_due_at") WHERE "contacts"."answered_at" is null;
