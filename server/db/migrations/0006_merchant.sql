CREATE TABLE "business_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"logo_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_reference" text NOT NULL,
	"provider_reference" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"expiry_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"status_reason" text,
	"checkout_url" text,
	"paid_transaction_reference" text,
	"paid_amount_kobo" bigint,
	"journal_id" uuid,
	"paid_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_amount_minimum" CHECK ("invoices"."amount_kobo" >= 10000)
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"id_number_encrypted" text NOT NULL,
	"id_number_last4" text NOT NULL,
	"id_type" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"mobile_no" text NOT NULL,
	"referral_source" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"failure_reason" text,
	"link_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monnify_sandbox_invoices" (
	"invoice_reference" text PRIMARY KEY NOT NULL,
	"contract_code" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redirect_url" text,
	"account_number" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"transaction_reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_logos" ADD CONSTRAINT "business_logos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_logo_id_business_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."business_logos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reference_unique" ON "invoices" USING btree ("invoice_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_reference_unique" ON "invoices" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "invoices_user_created_idx" ON "invoices" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kyc_submissions_user_idx" ON "kyc_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_retry_idx" ON "kyc_submissions" USING btree ("status","next_attempt_at");