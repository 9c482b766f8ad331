-- Issue 45's last gaps (decision 0079). 1. One folding table, search_folded(), for the search
-- column, the notes' words and the searched text alike (decision 0076 folded the column and
-- only lowered the notes): accented Latin letters, Venda's dotted ones among them, to their
-- plain letter, then ß as ss, æ as ae, œ as oe, þ as th, whatever lower() made of the capitals
-- (both cases are in the table: lower() may leave them in the C locale). Immutable, so the
-- generated column may call it and an index sees the searched text as a constant.
CREATE FUNCTION search_folded(words text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(replace(replace(
    translate(lower(words),
      'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöøōőŕřśšşťùúûüūůűųýÿźżžłÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚÌÍÎÏĪĮÑŃŇÒÓÔÕÖØŌŐŔŘŚŠŞŤÙÚÛÜŪŮŰŲÝŸŹŻŽŁđðħıŧţșțģķļņĺľğĝĥĵŝŭŵŷĉċĕĩĭŏũḓḽṅṋṱẁẃẅỳẽỹĐÐĦİŦŢȘȚĢĶĻŅĹĽĞĜĤĴŜŬŴŶĈĊĔĨĬŎŨḒḼṄṊṰẀẂẄỲẼỸ',
      'aaaaaaaaacccdeeeeeeeeiiiiiinnnoooooooorrssstuuuuuuuuyyzzzlaaaaaaaaacccdeeeeeeeeiiiiiinnnoooooooorrssstuuuuuuuuyyzzzlddhittstgklnllgghjsuwycceiioudlnntwwwyeyddhittstgklnllgghjsuwycceiioudlnntwwwyey'),
    'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th')
$$;--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search" text GENERATED ALWAYS AS (search_folded(name || ' ' || email || ' ' || company || ' ' || phone || ' ' || message) || ' ' || phone_digits) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search" gin_trgm_ops) WITH (fastupdate = true, gin_pending_list_limit = 64);--> statement-breakpoint
CREATE OR REPLACE FUNCTION contact_notes_search_of(contact uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(search_folded(body), chr(31) ORDER BY created_at, id), '')
  FROM contact_notes WHERE contact_id = contact
$$;--> statement-breakpoint
-- Existing notes' words, folded as new ones now are.
UPDATE contacts SET notes_search = notes.words
FROM (SELECT contact_id, string_agg(search_folded(body), chr(31) ORDER BY created_at, id) AS words
      FROM contact_notes GROUP BY contact_id) AS notes
WHERE notes.contact_id = contacts.id AND contacts.notes_search IS DISTINCT FROM notes.words;--> statement-breakpoint
-- 5. A solution says which of the contact form's interests goes with it, as its admin chooses
-- (null: none, read as Other/Not Sure Yet). Existing solutions get the one decision 0077's
-- words gave them, once, so that nothing a visitor sees changes; from now on it is chosen.
ALTER TABLE "solutions" ADD COLUMN "interest" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_interest_check" CHECK ("solutions"."interest" in ('market-analysis', 'social-media', 'crm', 'inventory', 'chatbot', 'ocr', 'report-generation', 'automation', 'other'));--> statement-breakpoint
UPDATE solutions SET interest = CASE
  WHEN s.words ~ '\yocr\y|receipt' THEN 'ocr'
  WHEN s.words ~ 'chat ?bot|auto-?reply|whatsapp' THEN 'chatbot'
  WHEN s.words ~ 'social' THEN 'social-media'
  WHEN s.words ~ '\ycrm\y|customer relationship|lead scoring' THEN 'crm'
  WHEN s.words ~ 'stock|inventory|e-?commerce' THEN 'inventory'
  WHEN s.words ~ 'report' THEN 'report-generation'
  WHEN s.words ~ 'market|competitor' THEN 'market-analysis'
  WHEN s.words ~ 'automat' THEN 'automation'
  END
FROM (SELECT id, lower(replace(id, '-', ' ') || ' ' || title) AS words FROM solutions) AS s
WHERE s.id = solutions.id;
