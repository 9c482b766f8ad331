ALTER TABLE "page_content" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "page_content" ADD COLUMN "draft_version" integer DEFAULT 1 NOT NULL;