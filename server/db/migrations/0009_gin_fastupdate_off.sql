DROP INDEX "contacts_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search" gin_trgm_ops) WITH (fastupdate=false);