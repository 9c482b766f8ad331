ALTER TABLE "signing_keys" ADD COLUMN "previous_key" text;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD COLUMN "rotated_at" timestamp with time zone;