CREATE INDEX "payments_confirmed_idx" ON "payments" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "quotes_accepted_idx" ON "quotes" USING btree ("accepted_at");