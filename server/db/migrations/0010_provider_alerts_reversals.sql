CREATE TABLE "provider_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"code" text NOT NULL,
	"message" text NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"last_reference" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_email" text
);
--> statement-breakpoint
ALTER TABLE "monnify_sandbox_transactions" ADD COLUMN "total_payable_kobo" bigint;--> statement-breakpoint
ALTER TABLE "purchase_provider_requests" ADD COLUMN "not_found_since" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_alerts_open_unique" ON "provider_alerts" USING btree ("provider","code") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "provider_alerts_seen_idx" ON "provider_alerts" USING btree ("last_seen_at");