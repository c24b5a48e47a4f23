import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { transactions } from "./wallet";

export const BULK_SERVICES = ["airtime", "data"] as const;
export type BulkService = (typeof BULK_SERVICES)[number];

export const BULK_BATCH_STATUSES = ["preview", "confirmed", "done"] as const;
export type BulkBatchStatus = (typeof BULK_BATCH_STATUSES)[number];

export const BULK_ROW_STATUSES = ["invalid", "ready", "queued", "processing", "placed", "failed"] as const;
export type BulkRowStatus = (typeof BULK_ROW_STATUSES)[number];

/** An uploaded CSV of purchases: previewed, then confirmed once with the PIN, then bought row by row by a job. */
export const bulkBatches = pgTable(
  "bulk_batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    service: text("service", { enum: BULK_SERVICES }).notNull(),
    fileName: text("file_name").notNull(),
    /** sha256 of the file's bytes: the same file uploaded again within a day answers this batch. */
    fileHash: text("file_hash").notNull(),
    status: text("status", { enum: BULK_BATCH_STATUSES }).notNull().default("preview"),
    rowCount: integer("row_count").notNull(),
    validCount: integer("valid_count").notNull(),
    /** What the valid rows cost at preview (kobo). */
    totalKobo: integer("total_kobo").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When the batch's one summary notification was recorded (server/bulk/batch-summary.ts). */
    summaryNotifiedAt: timestamp("summary_notified_at", { withTimezone: true }),
  },
  (t) => [
    index("bulk_batches_user_idx").on(t.userId, t.createdAt),
    // The done batches still to summarize: what the bulk job looks for at every pass.
    index("bulk_batches_unsummarized_idx")
      .on(t.completedAt)
      .where(sql`${t.status} = 'done' AND ${t.summaryNotifiedAt} IS NULL`),
    index("bulk_batches_hash_idx").on(t.userId, t.fileHash),
    check("bulk_batches_total_nonnegative", sql`${t.totalKobo} >= 0`),
  ],
);

/** One line of a batch: what it asks, why it is invalid, and once bought the purchase it made. */
export const bulkRows = pgTable(
  "bulk_rows",
  {
    batchId: uuid("batch_id")
      .notNull()
      .references(() => bulkBatches.id, { onDelete: "cascade" }),
    /** The CSV line number (the header is line 1). */
    rowNo: integer("row_no").notNull(),
    phone: text("phone").notNull(),
    network: text("network"),
    /** Data: the plan's variation code. */
    plan: text("plan"),
    planName: text("plan_name"),
    amountKobo: integer("amount_kobo"),
    /** What the owner approved this line to cost at their level (kobo): it is never debited more. */
    priceKobo: integer("price_kobo"),
    error: text("error"),
    status: text("status", { enum: BULK_ROW_STATUSES }).notNull(),
    /** The purchase's idempotency key, derived from the batch and the row: a retry never buys twice. */
    requestId: text("request_id").notNull(),
    transactionId: uuid("transaction_id").references(() => transactions.id, { onDelete: "restrict" }),
    message: text("message"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.rowNo] }), index("bulk_rows_status_idx").on(t.status, t.claimedUntil)],
);
