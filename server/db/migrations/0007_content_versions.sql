CREATE TABLE "content_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"saved_by_id" uuid,
	"saved_by_name" text,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "saved_by_id" uuid;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "saved_by_name" text;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "saved_by_id" uuid;--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "saved_by_name" text;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_subject_version_idx" ON "content_versions" USING btree ("subject","version");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;