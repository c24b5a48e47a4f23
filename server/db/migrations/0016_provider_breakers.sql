CREATE TABLE "provider_breakers" (
	"key" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'closed' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"reason" text,
	"trial_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_breakers_state" CHECK ("provider_breakers"."state" IN ('closed', 'open', 'half_open'))
);
