ALTER TABLE "site_settings" ADD COLUMN "legal_details" jsonb;--> statement-breakpoint
-- Prices as amounts (decision 0086): every stored price string is read for its amount in cents,
-- with domain/money.ts's PRICE_PATTERN (migrations.test.ts holds the two together). The strings
-- stay as they are; an upfront price with no amount makes the prices "on request" and is listed
-- for the admin on the solutions screen until replaced. Solutions read already are skipped.
WITH "read" AS (
  SELECT "id",
    regexp_match("pricing"->>'upfront', '^\s*(from\s+)?R?\s*(\d{1,3}(?:[ ,\u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?\s*(?:(?:/|per)\s*(?:month|mo|m)|p/?m)?\s*$', 'i') AS "upfront",
    regexp_match("pricing"->>'monthly', '^\s*(from\s+)?R?\s*(\d{1,3}(?:[ ,\u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?\s*(?:(?:/|per)\s*(?:month|mo|m)|p/?m)?\s*$', 'i') AS "monthly"
  FROM "solutions"
  WHERE NOT ("pricing" ? 'upfrontCents' OR "pricing" ? 'priceNote')
), "amounts" AS (
  SELECT "id", "upfront"[1] IS NOT NULL AS "from",
    (regexp_replace("upfront"[2], '\D', '', 'g') || rpad(coalesce("upfront"[3], ''), 2, '0'))::numeric AS "upfront",
    (regexp_replace("monthly"[2], '\D', '', 'g') || rpad(coalesce("monthly"[3], ''), 2, '0'))::numeric AS "monthly"
  FROM "read"
), "usable" AS (
  SELECT "id", "from",
    CASE WHEN "upfront" BETWEEN 1 AND 10000000000 THEN "upfront" END AS "upfront",
    CASE WHEN "monthly" BETWEEN 1 AND 10000000000 THEN "monthly" END AS "monthly"
  FROM "amounts"
)
UPDATE "solutions" SET "pricing" = "solutions"."pricing" || jsonb_strip_nulls(jsonb_build_object(
  'upfrontCents', "usable"."upfront",
  'monthlyCents', "usable"."monthly",
  'priceNote', CASE WHEN "usable"."upfront" IS NULL THEN 'on request' WHEN "usable"."from" THEN 'from' END
))
FROM "usable" WHERE "usable"."id" = "solutions"."id";
