CREATE INDEX "invoices_newest_idx" ON "invoices" USING btree ("created_at","number");--> statement-breakpoint
CREATE INDEX "invoices_receivables_idx" ON "invoices" USING btree ("status","issue_date") INCLUDE ("kind","total_cents","paid_cents","credited_cents","due_date");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm_idx" ON "invoices" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_buyer_company_trgm_idx" ON "invoices" USING gin (("buyer" ->> 'company') gin_trgm_ops);