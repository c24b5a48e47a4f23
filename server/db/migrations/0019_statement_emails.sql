CREATE TABLE "statement_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "monthly_statement_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_emails" ADD CONSTRAINT "statement_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_emails_user_month_unique" ON "statement_emails" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "statement_emails_status_idx" ON "statement_emails" USING btree ("status","retry_at");