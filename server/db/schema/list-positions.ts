import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The last position handed out in each numbered list (migration 0029): "customers"
 * (users.customer_position) and "virtual_accounts" (virtual_accounts.list_position). A row's
 * position is its place in the list counted from the oldest, 1 to `last` with no gaps, given by
 * triggers in the writing transaction; a row that leaves a list (deleted, or a customer made an
 * admin) has the list numbered again. So page N of a newest-first list by number is a seek to
 * position `last - (N - 1) × per_page` instead of an offset over every row before it, and the
 * list's total is `last`, exact at any size. Taking a position locks the list's row until the
 * writing transaction ends: sign-ups and first KYC submissions take turns there (a few statements
 * each), which is what keeps the positions gapless.
 */
export const listPositions = pgTable("list_positions", {
  list: text("list").primaryKey(),
  last: bigint("last", { mode: "number" }).notNull(),
});
