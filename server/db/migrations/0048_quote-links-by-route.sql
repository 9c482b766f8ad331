-- Data only (the schema is 0047's): a quote's buyer link (/q/<token>) is a secret path like a
-- reset link (0013, domain/secret-paths.ts), yet page views and enquiries' source pages stored
-- it with its token until now. They go by the route "/q": the counts of each day are added to
-- the route's, their visitors summed (a buyer who opened two quotes that day counts twice).
WITH "folded" AS (
  DELETE FROM "insight_counts" WHERE "dimension" = 'page' AND lower("value") LIKE '/q/%'
  RETURNING "day", "views", "visitors"
)
INSERT INTO "insight_counts" ("day", "dimension", "value", "views", "visitors")
SELECT "day", 'page', '/q', sum("views")::int, sum("visitors")::int FROM "folded" GROUP BY "day"
ON CONFLICT ("day", "dimension", "value") DO UPDATE
SET "views" = "insight_counts"."views" + excluded."views", "visitors" = "insight_counts"."visitors" + excluded."visitors";
--> statement-breakpoint
UPDATE "contacts" SET "source_page" = '/q' WHERE lower("source_page") LIKE '/q/%';
