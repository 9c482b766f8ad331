-- A search for an interest's label is answered from counts kept per status and interest, and
-- the search column no longer repeats the interest (docs/decisions/0067).
DROP TRIGGER "contacts_counts_insert" ON "contacts";--> statement-breakpoint
DROP TRIGGER "contacts_counts_update" ON "contacts";--> statement-breakpoint
DROP TRIGGER "contacts_counts_delete" ON "contacts";--> statement-breakpoint
DROP TRIGGER "contacts_counts_truncate" ON "contacts";--> statement-breakpoint
DROP FUNCTION contact_status_counts_follow();--> statement-breakpoint
DROP FUNCTION contact_status_counts_clear();--> statement-breakpoint
DROP TABLE "contact_status_counts";--> statement-breakpoint
CREATE TABLE "contact_counts" (
	"status" text NOT NULL,
	"interest" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "contact_counts_status_interest_pk" PRIMARY KEY("status","interest")
);
--> statement-breakpoint
ALTER TABLE "contacts" drop column "search";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || company || ' ' || phone || ' ' || message)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search" gin_trgm_ops) WITH (fastupdate = true, gin_pending_list_limit = 64);--> statement-breakpoint
CREATE INDEX "contacts_interest_created_idx" ON "contacts" USING btree ("interest","created_at","id");--> statement-breakpoint
-- contact_counts follows every write to contacts, one statement at a time.
CREATE FUNCTION contact_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE contact_counts AS counts SET count = counts.count - gone.n
    FROM (SELECT status, interest, count(*)::integer AS n FROM old_rows GROUP BY status, interest) AS gone
    WHERE counts.status = gone.status AND counts.interest = gone.interest;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO contact_counts (status, interest, count)
    SELECT status, interest, count(*)::integer FROM new_rows GROUP BY status, interest
    ON CONFLICT (status, interest) DO UPDATE SET count = contact_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_counts_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_follow();--> statement-breakpoint
CREATE TRIGGER contacts_counts_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_follow();--> statement-breakpoint
CREATE TRIGGER contacts_counts_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_follow();--> statement-breakpoint
CREATE FUNCTION contact_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM contact_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_counts_truncate AFTER TRUNCATE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_clear();--> statement-breakpoint
INSERT INTO contact_counts (status, interest, count)
SELECT status, interest, count(*)::integer FROM contacts GROUP BY status, interest;
