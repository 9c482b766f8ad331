-- Data only (the schema is 0012's): a reset link's token was stored in the page it named
-- (/reset-password/<token>) by the page-view counts and as an enquiry's source page, until both
-- named the route instead (domain/secret-paths.ts). The counts of each day are added to the
-- route's; their visitors are summed, so someone who opened two links that day counts twice.
INSERT INTO "insight_counts" ("day", "dimension", "value", "views", "visitors")
SELECT "day", 'page', '/reset-password', sum("views")::int, sum("visitors")::int
FROM "insight_counts"
WHERE "dimension" = 'page' AND lower("value") LIKE '/reset-password/%'
GROUP BY "day"
ON CONFLICT ("day", "dimension", "value") DO UPDATE SET
  "views" = "insight_counts"."views" + excluded."views",
  "visitors" = "insight_counts"."visitors" + excluded."visitors";
--> statement-breakpoint
DELETE FROM "insight_counts" WHERE "dimension" = 'page' AND lower("value") LIKE '/reset-password/%';
--> statement-breakpoint
UPDATE "contacts" SET "source_page" = '/reset-password' WHERE lower("source_page") LIKE '/reset-password/%';
