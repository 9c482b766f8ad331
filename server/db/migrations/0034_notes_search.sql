-- The inbox's search reads a note's words from its enquiry's row (decision 0076): triggers on
-- contact_notes keep contacts.notes_search, every note's body lower-cased, oldest first,
-- joined by U+001F, one statement at a time.
DROP INDEX "contact_notes_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "notes_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION contact_notes_search_of(contact uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(lower(body), chr(31) ORDER BY created_at, id), '')
  FROM contact_notes WHERE contact_id = contact
$$;--> statement-breakpoint
CREATE FUNCTION contact_notes_search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE contacts SET notes_search = contact_notes_search_of(id)
    WHERE id IN (SELECT contact_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE contacts SET notes_search = contact_notes_search_of(id)
    WHERE id IN (SELECT contact_id FROM new_rows UNION SELECT contact_id FROM old_rows);
  ELSE
    UPDATE contacts SET notes_search = contact_notes_search_of(id)
    WHERE id IN (SELECT contact_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contact_notes_search_insert AFTER INSERT ON contact_notes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_notes_search_follow();--> statement-breakpoint
CREATE TRIGGER contact_notes_search_update AFTER UPDATE ON contact_notes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_notes_search_follow();--> statement-breakpoint
CREATE TRIGGER contact_notes_search_delete AFTER DELETE ON contact_notes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_notes_search_follow();--> statement-breakpoint
UPDATE contacts SET notes_search = notes.words
FROM (SELECT contact_id, string_agg(lower(body), chr(31) ORDER BY created_at, id) AS words
      FROM contact_notes GROUP BY contact_id) AS notes
WHERE notes.contact_id = contacts.id;--> statement-breakpoint
CREATE INDEX "contacts_notes_search_trgm_idx" ON "contacts" USING gin ("notes_search" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=64);
