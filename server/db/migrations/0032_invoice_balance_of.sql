-- "Bill the rest" (README, Decisions: Invoices): a balance invoice names the part-paid invoice it
-- bills, so the rest is billed once while that invoice is live.
ALTER TABLE "invoices" ADD COLUMN "balance_of" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_balance_of_invoices_id_fk" FOREIGN KEY ("balance_of") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_balance_of_idx" ON "invoices" USING btree ("balance_of") WHERE "invoices"."balance_of" IS NOT NULL;