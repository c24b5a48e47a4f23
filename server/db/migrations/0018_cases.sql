CREATE TABLE "customer_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"sent_on" text,
	"customer_reference" text,
	"transaction_id" uuid,
	"provider_reference" text,
	"outcome" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "customer_cases_amount_positive" CHECK ("customer_cases"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "customer_cases" ADD CONSTRAINT "customer_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_cases" ADD CONSTRAINT "customer_cases_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_cases_user_created_idx" ON "customer_cases" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_cases_status_created_idx" ON "customer_cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "customer_cases_transaction_idx" ON "customer_cases" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_cases_live_dispute_unique" ON "customer_cases" USING btree ("transaction_id") WHERE "customer_cases"."kind" = 'purchase_dispute' AND "customer_cases"."status" IN ('open', 'waiting_on_provider');