ALTER TABLE "page_content" ADD COLUMN "draft_base" integer;--> statement-breakpoint
-- A draft kept before this column was started over some earlier version; the one published now
-- is the nearest known, so publishing it goes through as it did.
UPDATE "page_content" SET "draft_base" = "version" WHERE "draft" IS NOT NULL;
