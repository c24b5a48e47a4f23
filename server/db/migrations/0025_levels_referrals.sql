CREATE TABLE "customer_levels" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"level_id" uuid NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "level_discounts" (
	"level_id" uuid NOT NULL,
	"service" text NOT NULL,
	"provider_service" text DEFAULT '' NOT NULL,
	"variation_code" text DEFAULT '' NOT NULL,
	"percent_bp" integer,
	"fixed_price_kobo" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_discounts_level_id_service_provider_service_variation_code_pk" PRIMARY KEY("level_id","service","provider_service","variation_code"),
	CONSTRAINT "level_discounts_one_rule" CHECK (("level_discounts"."percent_bp" IS NOT NULL AND "level_discounts"."fixed_price_kobo" IS NULL AND "level_discounts"."variation_code" = '' AND "level_discounts"."percent_bp" BETWEEN 0 AND 10000)
        OR ("level_discounts"."percent_bp" IS NULL AND "level_discounts"."fixed_price_kobo" IS NOT NULL AND "level_discounts"."variation_code" <> '' AND "level_discounts"."fixed_price_kobo" > 0))
);
--> statement-breakpoint
CREATE TABLE "level_upgrades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"fee_kobo" bigint NOT NULL,
	"journal_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"upgrade_fee_kobo" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "levels_fee_positive" CHECK ("levels"."upgrade_fee_kobo" IS NULL OR "levels"."upgrade_fee_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"threshold_kobo" bigint NOT NULL,
	"bonus_kobo" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_settings_one_row" CHECK ("referral_settings"."id" = 1),
	CONSTRAINT "referral_settings_amounts" CHECK ("referral_settings"."threshold_kobo" > 0 AND "referral_settings"."bonus_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred_user_id" uuid PRIMARY KEY NOT NULL,
	"referrer_user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"bonus_kobo" bigint,
	"journal_id" uuid,
	"funding_transaction_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_user_id" <> "referrals"."referred_user_id")
);
--> statement-breakpoint
ALTER TABLE "customer_levels" ADD CONSTRAINT "customer_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_levels" ADD CONSTRAINT "customer_levels_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_discounts" ADD CONSTRAINT "level_discounts_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_upgrades" ADD CONSTRAINT "level_upgrades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_upgrades" ADD CONSTRAINT "level_upgrades_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_upgrades" ADD CONSTRAINT "level_upgrades_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_journal_id_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "level_upgrades_user_request_unique" ON "level_upgrades" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "level_upgrades_user_idx" ON "level_upgrades" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "levels_code_unique" ON "levels" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_unique" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_created_idx" ON "referrals" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "levels" ("code", "name", "rank", "upgrade_fee_kobo") VALUES ('customer', 'Customer', 0, NULL), ('reseller', 'Reseller', 1, 100000), ('api_partner', 'API partner', 2, NULL) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "level_discounts" ("level_id", "service", "percent_bp") SELECT "id", s.service, s.bp FROM "levels", (VALUES ('airtime', 250), ('data', 300), ('electricity', 60), ('cabletv', 120)) AS s(service, bp) WHERE "code" = 'reseller' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "level_discounts" ("level_id", "service", "percent_bp") SELECT "id", s.service, s.bp FROM "levels", (VALUES ('airtime', 280), ('data', 350), ('electricity', 80), ('cabletv', 140)) AS s(service, bp) WHERE "code" = 'api_partner' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "referral_settings" ("id", "enabled", "threshold_kobo", "bonus_kobo") VALUES (1, true, 500000, 50000) ON CONFLICT DO NOTHING;
