CREATE TABLE "quote_lines" (
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" bigint NOT NULL,
	"unit" text DEFAULT 'once' NOT NULL,
	CONSTRAINT "quote_lines_quote_id_position_pk" PRIMARY KEY("quote_id","position"),
	CONSTRAINT "quote_lines_unit_check" CHECK ("quote_lines"."unit" in ('once', 'month')),
	CONSTRAINT "quote_lines_amount_check" CHECK ("quote_lines"."quantity" > 0 and "quote_lines"."unit_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"solution_id" text,
	"number" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"deposit_percent" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"valid_until" date NOT NULL,
	"terms" text NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"saved_by_id" uuid,
	"saved_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"accepted_sha256" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"replaced_by_id" uuid,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'replaced')),
	CONSTRAINT "quotes_deposit_check" CHECK ("quotes"."deposit_percent" between 0 and 100),
	CONSTRAINT "quotes_valid_days_check" CHECK ("quotes"."valid_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_saved_by_id_users_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_replaced_by_id_quotes_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_revision_idx" ON "quotes" USING btree ("number","revision");--> statement-breakpoint
CREATE INDEX "quotes_contact_idx" ON "quotes" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_sent_idx" ON "quotes" USING btree ("sent_at");