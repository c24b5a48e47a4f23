ALTER TABLE "virtual_accounts" ADD COLUMN "kyc_submission_id" uuid;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD COLUMN "failure_kind" text;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD COLUMN "purpose" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_kyc_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("kyc_submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE set null ON UPDATE no action;