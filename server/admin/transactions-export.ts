import { Readable } from "node:stream";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { transactions, users } from "../db/schema";
import type { Db } from "../db/client";
import { daysInOrder, daysOutOfOrder } from "../http/route-kit";
import { koboToNairaText } from "../../lib/money";
import { csvField, csvHeaderLine, csvLine } from "./csv";
import { filterFields, transactionFilters, type TransactionFilters } from "./transaction-filters";
import { earnedCommissionKobo } from "./commission";
import { formatLagosTimestamp } from "../../lib/dates";

/** The CSV export takes the list's filters, without paging. */
export const transactionsExportQuery = z.object(filterFields).refine(daysInOrder, daysOutOfOrder);

const BATCH = 500;
export const EXPORT_HEADER = [
  "Date (Lagos)",
  "Reference",
  "Customer",
  "Email",
  "Phone",
  "Type",
  "Service",
  "Amount (NGN)",
  "Status",
  "Commission (NGN)",
  "Cashback (NGN)",
  "Provider reference",
  "Channel",
];

/**
 * The filtered transactions as CSV, newest first, read 500 rows at a time (keyset paging on
 * created_at, id) so a large export never sits in memory.
 */
export function transactionsCsv(db: Db, q: TransactionFilters): Readable {
  async function* rows() {
    yield csvHeaderLine(EXPORT_HEADER);
    // The exact stored timestamp (microseconds), as text: a JS Date would round it to milliseconds.
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const where: SQL[] = transactionFilters(q);
      if (after)
        where.push(
          sql`(${transactions.createdAt}, ${transactions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
        );
      const batch = await db
        .select({
          t: transactions,
          at: sql<string>`${transactions.createdAt}::text`,
          name: users.name,
          email: users.email,
          phone: users.phone,
        })
        .from(transactions)
        .innerJoin(users, eq(users.id, transactions.userId))
        .where(and(...where))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(BATCH);
      let chunk = "";
      for (const { t, name, email, phone } of batch) {
        chunk += csvLine([
          csvField(formatLagosTimestamp(t.createdAt)),
          csvField(t.reference),
          csvField(name),
          csvField(email),
          csvField(phone),
          csvField(t.type),
          csvField(t.service),
          csvField(koboToNairaText(t.amount), { text: false }),
          csvField(t.status),
          csvField(koboToNairaText(earnedCommissionKobo(t)), { text: false }),
          csvField(koboToNairaText(t.cashbackKobo), { text: false }),
          csvField(t.providerReference),
          csvField(t.channel),
        ]);
      }
      if (chunk) yield chunk;
      if (batch.length < BATCH) return;
      const last = batch[batch.length - 1];
      after = { at: last.at, id: last.t.id };
    }
  }
  return Readable.from(rows());
}
