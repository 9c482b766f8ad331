ALTER TABLE "contacts" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;