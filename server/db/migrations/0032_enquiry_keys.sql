CREATE TABLE "enquiry_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enquiry_keys_created_idx" ON "enquiry_keys" USING btree ("created_at");