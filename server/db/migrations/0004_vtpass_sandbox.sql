CREATE TABLE "vtpass_sandbox_transactions" (
	"request_id" text PRIMARY KEY NOT NULL,
	"service_id" text NOT NULL,
	"scenario" text NOT NULL,
	"status" text NOT NULL,
	"code" text NOT NULL,
	"requery_count" integer DEFAULT 0 NOT NULL,
	"answer" jsonb NOT NULL,
	"total_amount_kobo" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finalized_at" timestamp with time zone,
	"callback_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "vtpass_sandbox_tx_status_idx" ON "vtpass_sandbox_transactions" USING btree ("status");