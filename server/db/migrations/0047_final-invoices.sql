ALTER TABLE "invoices" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deducts_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "statement" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deducts_invoice_id_invoices_id_fk" FOREIGN KEY ("deducts_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deducts_invoice_id_unique" UNIQUE("deducts_invoice_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check" CHECK (("invoices"."payment_id" is null) = ("invoices"."deducts_invoice_id" is not null) and ("invoices"."deducts_invoice_id" is null) = ("invoices"."statement" is null));