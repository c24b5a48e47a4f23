import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * The admin dashboard's rollup of the history (server/admin/transaction-totals-*.ts): one row per
 * Lagos day x type x service x status of `transactions`, of its rows created before
 * transaction_totals_state.cut_at only (the rows from the cut on are read live). Kept by the
 * transaction-totals job, never by the purchase path.
 */
export const transactionDailyTotals = pgTable(
  "transaction_daily_totals",
  {
    day: date("day", { mode: "string" }).notNull(),
    type: text("type").notNull(),
    service: text("service").notNull(),
    status: text("status").notNull(),
    rowCount: bigint("row_count", { mode: "number" }).notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    commissionKobo: bigint("commission_kobo", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.service, t.status] })],
);

/**
 * One row (id 1): the rollup holds the rows created before cut_at (an hour's start; null: no rollup
 * yet, all live). The day of cut_at has a row of its part before cut_at.
 */
export const transactionTotalsState = pgTable(
  "transaction_totals_state",
  {
    id: smallint("id").primaryKey(),
    cutAt: timestamp("cut_at", { withTimezone: true }),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
  },
  (t) => [check("transaction_totals_state_one_row", sql`${t.id} = 1`)],
);

/**
 * Lagos days of rolled-up rows changed since the rollup was computed: written by the triggers on
 * `transactions` (migration 0026) in the changing transaction, read live by the dashboard until the
 * job recomputes the day.
 */
export const transactionTotalsDirty = pgTable(
  "transaction_totals_dirty",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [index("transaction_totals_dirty_day_idx").on(t.day)],
);

/**
 * The dashboard's count of active virtual accounts, kept exact by a trigger on virtual_accounts
 * (migration 0026) in the writing transaction: one row per shard (the writing connection's
 * backend pid mod 16, so concurrent sign-ups do not queue on one row); the count is the sum.
 */
export const activeVirtualAccountCounts = pgTable("active_virtual_account_counts", {
  shard: smallint("shard").primaryKey(),
  n: bigint("n", { mode: "number" }).notNull(),
});
