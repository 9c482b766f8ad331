-- Trigram indexes make substring search of 100,000 enquiries fast (docs/decisions/0023).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "contact_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by_id" uuid,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "contacts_created_idx";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "source_page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "solution_id" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "referrer_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "utm_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || company || ' ' || interest || ' ' || case interest when 'market-analysis' then 'Market & Competitor Analysis Tool' when 'social-media' then 'Social Media Content Generation' when 'crm' then 'Customer Relationship Management' when 'inventory' then 'E-commerce Stock Management' when 'chatbot' then 'Email & WhatsApp Auto-Reply Bot' when 'ocr' then 'OCR Receipt Data Capture' when 'report-generation' then 'AI-Powered Report Generation' when 'automation' then 'Business Process Automation' when 'other' then 'Other/Not Sure Yet' else '' end)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "acknowledge_enquiries" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_status_changes" ADD CONSTRAINT "contact_status_changes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_status_changes" ADD CONSTRAINT "contact_status_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_notes_contact_idx" ON "contact_notes" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_status_changes_contact_idx" ON "contact_status_changes" USING btree ("contact_id","changed_at");--> statement-breakpoint
CREATE INDEX "contacts_status_created_idx" ON "contacts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_created_idx" ON "contacts" USING btree ("created_at","id");;--> statement-breakpoint
-- contact_status_counts follows every write to contacts, one statement at a time.
CREATE FUNCTION contact_status_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE contact_status_counts AS counts SET count = counts.count - gone.n
    FROM (SELECT status, count(*)::integer AS n FROM old_rows GROUP BY status) AS gone
    WHERE counts.status = gone.status;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO contact_status_counts (status, count)
    SELECT status, count(*)::integer FROM new_rows GROUP BY status
    ON CONFLICT (status) DO UPDATE SET count = contact_status_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_counts_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_status_counts_follow();--> statement-breakpoint
CREATE TRIGGER contacts_counts_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_status_counts_follow();--> statement-breakpoint
CREATE TRIGGER contacts_counts_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_status_counts_follow();--> statement-breakpoint
CREATE FUNCTION contact_status_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM contact_status_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_counts_truncate AFTER TRUNCATE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION contact_status_counts_clear();--> statement-breakpoint
INSERT INTO contact_status_counts (status, count) SELECT status, count(*)::integer FROM contacts GROUP BY status;
