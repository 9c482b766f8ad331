CREATE TABLE "daily_jobs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_jobs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "enquiry_retention_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_new_reply_due_idx" ON "contacts" USING btree ("reply_due_at") WHERE "contacts"."status" = 'new';--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_retention_check" CHECK ("site_settings"."enquiry_retention_months" between 1 and 120);--> statement-breakpoint
-- Enquiries from before deadlines were kept: one calendar day after arrival. The working-day
-- rule lives in the app (domain/working-days.ts); of these rows only those from the last week
-- can differ from it, and only by showing overdue a weekend or holiday early (decision 0048).
UPDATE "contacts" SET "reply_due_at" = "created_at" + interval '1 day';
