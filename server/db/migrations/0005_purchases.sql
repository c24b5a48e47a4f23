CREATE TABLE "cashback_rates" (
	"service" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_rates_rate_range" CHECK ("cashback_rates"."rate_bp" >= 0 AND "cashback_rates"."rate_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "purchase_provider_requests" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'vtpass' NOT NULL,
	"provider_request_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"last_outcome" text,
	"last_code" text,
	"last_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"finalized_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "purchase_provider_requests" ADD CONSTRAINT "purchase_provider_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_provider_requests_request_unique" ON "purchase_provider_requests" USING btree ("provider_request_id");--> statement-breakpoint
CREATE INDEX "purchase_provider_requests_next_check_idx" ON "purchase_provider_requests" USING btree ("next_check_at");