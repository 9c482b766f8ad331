ALTER TABLE "insight_counts" DROP CONSTRAINT "insight_counts_dimension_check";--> statement-breakpoint
ALTER TABLE "solutions" ADD COLUMN "customer_words" jsonb;--> statement-breakpoint
ALTER TABLE "insight_counts" ADD CONSTRAINT "insight_counts_dimension_check" CHECK (dimension in ('site', 'page', 'solution', 'referrer', 'campaign', 'device', 'whatsapp', 'finder', 'finder-match'));