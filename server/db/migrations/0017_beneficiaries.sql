CREATE TABLE "beneficiaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"meter_type" text,
	"network_override" text,
	"nickname" text,
	"customer_name" text,
	"customer_address" text,
	"last_amount_kobo" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_recipient_unique" ON "beneficiaries" USING btree ("user_id","kind","provider","number");--> statement-breakpoint
CREATE INDEX "beneficiaries_user_recent_idx" ON "beneficiaries" USING btree ("user_id","last_used_at");