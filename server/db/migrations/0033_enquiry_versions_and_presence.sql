CREATE TABLE "contact_owner_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_id" uuid NOT NULL,
	"from_owner_name" text,
	"to_owner_id" uuid,
	"to_owner_name" text,
	"changed_by_id" uuid,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_presence" (
	"contact_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_name" text NOT NULL,
	"activity" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_presence_contact_id_user_id_pk" PRIMARY KEY("contact_id","user_id"),
	CONSTRAINT "contact_presence_activity_check" CHECK ("contact_presence"."activity" in ('viewing', 'replying'))
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "changed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "changed_by_name" text;--> statement-breakpoint
ALTER TABLE "contact_owner_changes" ADD CONSTRAINT "contact_owner_changes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_owner_changes" ADD CONSTRAINT "contact_owner_changes_to_owner_id_users_id_fk" FOREIGN KEY ("to_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_owner_changes" ADD CONSTRAINT "contact_owner_changes_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_presence" ADD CONSTRAINT "contact_presence_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_presence" ADD CONSTRAINT "contact_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_owner_changes_contact_idx" ON "contact_owner_changes" USING btree ("contact_id","changed_at");--> statement-breakpoint
CREATE INDEX "contact_presence_seen_idx" ON "contact_presence" USING btree ("seen_at");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_changed_idx" ON "contacts" USING btree ("changed_at");