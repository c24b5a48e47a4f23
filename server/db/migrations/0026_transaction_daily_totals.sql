CREATE TABLE "active_virtual_account_counts" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_daily_totals" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"service" text NOT NULL,
	"status" text NOT NULL,
	"row_count" bigint NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"commission_kobo" bigint NOT NULL,
	CONSTRAINT "transaction_daily_totals_day_type_service_status_pk" PRIMARY KEY("day","type","service","status")
);
--> statement-breakpoint
CREATE TABLE "transaction_totals_dirty" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_totals_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"cut_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	CONSTRAINT "transaction_totals_state_one_row" CHECK ("transaction_totals_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "transaction_totals_dirty_day_idx" ON "transaction_totals_dirty" USING btree ("day");--> statement-breakpoint
INSERT INTO "transaction_totals_state" ("id", "cut_at") VALUES (1, NULL);
--> statement-breakpoint
-- The rollup's dirty days. A row change is logged only when the row is dated before the current
-- hour by the database's clock at the change (clock_timestamp, not the transaction's start): the
-- job never rolls up an hour that is not over by that clock for every open transaction
-- (server/admin/transaction-totals-job.ts), so every change to a rolled-up row is logged, while a
-- purchase of this hour (insert, settle) evaluates the WHEN clause and writes nothing. (Lagos is
-- UTC+1, so its hours are UTC's.)
CREATE OR REPLACE FUNCTION transaction_totals_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date;
  new_day date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN old_day := ((OLD.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date; END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN new_day := ((NEW.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date; END IF;
  IF old_day IS NOT NULL THEN INSERT INTO transaction_totals_dirty (day) VALUES (old_day); END IF;
  IF new_day IS NOT NULL AND new_day IS DISTINCT FROM old_day THEN INSERT INTO transaction_totals_dirty (day) VALUES (new_day); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_totals_insert AFTER INSERT ON transactions FOR EACH ROW
  WHEN (NEW.created_at < (date_trunc('hour', clock_timestamp() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'))
  EXECUTE FUNCTION transaction_totals_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER transactions_totals_update AFTER UPDATE ON transactions FOR EACH ROW
  WHEN (LEAST(OLD.created_at, NEW.created_at) < (date_trunc('hour', clock_timestamp() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
    AND (OLD.created_at, OLD.type, OLD.service, OLD.status, OLD.amount, OLD.commission_kobo)
      IS DISTINCT FROM (NEW.created_at, NEW.type, NEW.service, NEW.status, NEW.amount, NEW.commission_kobo))
  EXECUTE FUNCTION transaction_totals_mark_dirty();
--> statement-breakpoint
CREATE TRIGGER transactions_totals_delete AFTER DELETE ON transactions FOR EACH ROW
  WHEN (OLD.created_at < (date_trunc('hour', clock_timestamp() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'))
  EXECUTE FUNCTION transaction_totals_mark_dirty();
--> statement-breakpoint
-- A truncated history empties the rollup and the next job run rebuilds it from nothing.
CREATE OR REPLACE FUNCTION transaction_totals_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM transaction_daily_totals;
  DELETE FROM transaction_totals_dirty;
  UPDATE transaction_totals_state SET cut_at = NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER transactions_totals_truncate AFTER TRUNCATE ON transactions FOR EACH STATEMENT
  EXECUTE FUNCTION transaction_totals_reset();
--> statement-breakpoint
-- The count of active virtual accounts, kept in the writing transaction (sign-ups and KYC, not the
-- purchase path), one row per connection's shard so concurrent writers do not queue on one row.
CREATE OR REPLACE FUNCTION active_virtual_account_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN delta := delta - 1; END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'active' THEN delta := delta + 1; END IF;
  IF delta <> 0 THEN
    INSERT INTO active_virtual_account_counts (shard, n) VALUES (pg_backend_pid() % 16, delta)
    ON CONFLICT (shard) DO UPDATE SET n = active_virtual_account_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER virtual_accounts_active_count AFTER INSERT OR UPDATE OF status OR DELETE ON virtual_accounts
  FOR EACH ROW EXECUTE FUNCTION active_virtual_account_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION active_virtual_account_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM active_virtual_account_counts;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER virtual_accounts_active_count_truncate AFTER TRUNCATE ON virtual_accounts FOR EACH STATEMENT
  EXECUTE FUNCTION active_virtual_account_recount();
--> statement-breakpoint
-- After the trigger exists (writers wait for its lock), so no row is missed or counted twice.
INSERT INTO active_virtual_account_counts (shard, n) SELECT 0, count(*) FROM virtual_accounts WHERE status = 'active';
