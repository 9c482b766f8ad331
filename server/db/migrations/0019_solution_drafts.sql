CREATE TABLE "signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "publish_at" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_status_check" CHECK ("solutions"."status" in ('draft', 'published'));