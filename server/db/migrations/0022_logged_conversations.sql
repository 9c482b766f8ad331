ALTER TABLE "contacts" ADD COLUMN "logged_by_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "logged_by_name" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_logged_by_id_users_id_fk" FOREIGN KEY ("logged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;