import { eq, gte, ilike, inArray, lt, or, type SQL, type SQLWrapper } from "drizzle-orm";
import { z } from "zod";
import { TRANSACTION_TYPES, transactions, users } from "../db/schema";
import { containsPattern, isoDay, optionalText, uuidField } from "../http/route-kit";
import { lagosDayBounds } from "../wallet/lagos-day";
import { SUCCESS_STATUSES } from "../../lib/contracts/transaction-status";
import { PURCHASE_CHANNELS } from "../../lib/purchase-channels";

/** The admin transactions list's filters (its CSV export takes the same). */
export const filterFields = {
  status: optionalText(30).describe('A stored status, or "successful" for success, delivered and successful.'),
  service: optionalText(50),
  type: z.enum(TRANSACTION_TYPES, { error: `type must be one of ${TRANSACTION_TYPES.join(", ")}.` }).optional(),
  channel: z
    .enum(PURCHASE_CHANNELS, { error: `channel must be one of ${PURCHASE_CHANNELS.join(", ")}.` })
    .optional()
    .describe("How a purchase was asked for; fundings, refunds and cashback have none."),
  search: optionalText(100).describe("Part of a reference, request id, customer name, email or phone."),
  customer_id: uuidField("customer_id must be a customer id.").optional(),
  from: isoDay.optional().describe("First Lagos day (YYYY-MM-DD)."),
  to: isoDay.optional().describe("Last Lagos day (YYYY-MM-DD)."),
};

export type TransactionFilters = z.infer<z.ZodObject<typeof filterFields>>;

/**
 * Where rows keep what the filters ask about: the transactions table, or the daily rollup's cells.
 * `from` and `to` give the rows on or after, and on or before, a Lagos day.
 */
export interface FilterColumns {
  status: SQLWrapper;
  service: SQLWrapper;
  type: SQLWrapper;
  from: (day: string) => SQL;
  to: (day: string) => SQL;
  /** Absent where rows don't know their customer (the rollup's cells). */
  customer?: SQLWrapper;
  /** Absent where rows don't know their channel (the rollup's cells). */
  channel?: SQLWrapper;
  /** Absent where rows can't be searched (the rollup's cells). */
  search?: (text: string) => SQL;
}

/**
 * The filters' WHERE over `c`'s columns; null if a filter is set that `c` lacks a column for
 * (the rollup can't count a search, one customer's rows or one channel's).
 */
export function filterWhere(q: TransactionFilters, c: Required<FilterColumns>): SQL[];
export function filterWhere(q: TransactionFilters, c: FilterColumns): SQL[] | null;
export function filterWhere(q: TransactionFilters, c: FilterColumns): SQL[] | null {
  const where: SQL[] = [];
  if (q.status) where.push(q.status === "successful" ? inArray(c.status, SUCCESS_STATUSES) : eq(c.status, q.status));
  if (q.service) where.push(eq(c.service, q.service));
  if (q.type) where.push(eq(c.type, q.type));
  if (q.from) where.push(c.from(q.from));
  if (q.to) where.push(c.to(q.to));
  if (q.customer_id) {
    if (!c.customer) return null;
    where.push(eq(c.customer, q.customer_id));
  }
  if (q.channel) {
    if (!c.channel) return null;
    where.push(eq(c.channel, q.channel));
  }
  if (q.search) {
    if (!c.search) return null;
    where.push(c.search(q.search));
  }
  return where;
}

/** The transactions table's columns for the filters; the search joins users. */
const listColumns: Required<FilterColumns> = {
  status: transactions.status,
  service: transactions.service,
  type: transactions.type,
  from: (day) => gte(transactions.createdAt, lagosDayBounds(day).start),
  to: (day) => lt(transactions.createdAt, lagosDayBounds(day).end),
  customer: transactions.userId,
  channel: transactions.channel,
  search: (text) => {
    const p = containsPattern(text);
    return or(
      ilike(transactions.reference, p),
      ilike(transactions.requestId, p),
      ilike(transactions.providerReference, p),
      ilike(users.name, p),
      ilike(users.email, p),
      ilike(users.phone, p),
    )!;
  },
};

/** The list's WHERE (also used by the CSV export); joins users for the search. */
export const transactionFilters = (q: TransactionFilters): SQL[] => filterWhere(q, listColumns);
