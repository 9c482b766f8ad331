ALTER TABLE "contacts" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contacts_unread_idx" ON "contacts" USING btree ("created_at") WHERE "contacts"."opened_at" is null;--> statement-breakpoint
-- Enquiries someone already worked on (their status changed) were read; those still new stay unread.
UPDATE "contacts" SET "opened_at" = "created_at" WHERE "status" <> 'new';
