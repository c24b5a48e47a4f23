CREATE TABLE "virtual_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_reference" text NOT NULL,
	"reservation_reference" text,
	"account_number" text,
	"bank_name" text,
	"bank_code" text,
	"account_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_type" text,
	"transaction_reference" text,
	"payment_reference" text,
	"raw_body" text NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text,
	"reason" text,
	"amount_kobo" bigint,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monnify_sandbox_accounts" (
	"account_reference" text PRIMARY KEY NOT NULL,
	"reservation_reference" text NOT NULL,
	"contract_code" text NOT NULL,
	"account_name" text NOT NULL,
	"currency_code" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"bvn" text,
	"nin" text,
	"account_number" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monnify_sandbox_faults" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monnify_sandbox_transactions" (
	"transaction_reference" text PRIMARY KEY NOT NULL,
	"payment_reference" text NOT NULL,
	"product_type" text NOT NULL,
	"product_reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_method" text NOT NULL,
	"paid_on" timestamp with time zone NOT NULL,
	"destination_account_number" text NOT NULL,
	"destination_bank_code" text NOT NULL,
	"destination_bank_name" text NOT NULL,
	"source_account_number" text NOT NULL,
	"source_account_name" text NOT NULL,
	"source_bank_code" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"webhook_attempts" integer DEFAULT 0 NOT NULL,
	"webhook_last_status" integer,
	"webhook_last_error" text
);
--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_user_unique" ON "virtual_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_reference_unique" ON "virtual_accounts" USING btree ("account_reference");--> statement-breakpoint
CREATE INDEX "virtual_accounts_retry_idx" ON "virtual_accounts" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_events_reference_idx" ON "webhook_events" USING btree ("provider","transaction_reference");--> statement-breakpoint
CREATE INDEX "webhook_events_created_idx" ON "webhook_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_credited_once" ON "webhook_events" USING btree ("provider","transaction_reference") WHERE outcome = 'credited';--> statement-breakpoint
CREATE UNIQUE INDEX "monnify_sandbox_accounts_number_unique" ON "monnify_sandbox_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "monnify_sandbox_transactions_payment_unique" ON "monnify_sandbox_transactions" USING btree ("payment_reference");