ALTER TABLE "webhook_events" ADD COLUMN "body_bytes" integer;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "body_sha256" text;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "sender_address" text;