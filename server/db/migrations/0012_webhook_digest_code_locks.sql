CREATE TABLE "code_locks" (
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "code_locks_user_id_purpose_pk" PRIMARY KEY("user_id","purpose")
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "body_bytes" integer;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "body_sha256" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "sender_address" text;--> statement-breakpoint
ALTER TABLE "code_locks" ADD CONSTRAINT "code_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;