import { z } from "zod";
import type { TransactionRow } from "./transactions-repo";
import { koboToNaira } from "../../lib/money";

/** A history row as the customer API answers it (spec 3, "Transaction list item"). */
export const apiTransactionSchema = z.looseObject({
  id: z.string(),
  service: z.string(),
  type: z.string(),
  amount: z.number(),
  amount_kobo: z.number().int(),
  reference: z.string(),
  transaction_id: z.string().nullable(),
  request_id: z.string().nullable(),
  status: z.string(),
  date: z.string(),
  transaction_date: z.string(),
  cashback_amount: z.number(),
  details: z.record(z.string(), z.unknown()),
});
export type ApiTransaction = z.infer<typeof apiTransactionSchema>;

/**
 * Details (phone, token, units, pins, customer_name, ...) are customer-facing: they are also
 * spread at the top level, as the result views read them there. Core fields always win.
 */
export function toApiTransaction(row: TransactionRow): ApiTransaction {
  const date = row.createdAt.toISOString();
  return {
    ...row.details,
    id: row.id,
    service: row.service,
    type: row.type,
    amount: koboToNaira(row.amount),
    amount_kobo: row.amount,
    reference: row.reference,
    transaction_id: row.providerReference,
    request_id: row.requestId,
    status: row.status,
    date,
    transaction_date: date,
    updated_at: row.updatedAt.toISOString(),
    cashback_amount: koboToNaira(row.cashbackKobo),
    details: row.details,
  };
}
