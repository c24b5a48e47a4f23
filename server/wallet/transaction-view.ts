import type { TransactionItem } from "../../lib/contracts/wallet";
import { koboToNaira } from "../../lib/money";
import type { TransactionRow } from "./transactions-repo";

/**
 * A history row as the customer API answers it (lib/contracts/wallet.ts). Details (phone, token,
 * units, pins, customer_name, ...) are customer-facing: they are also spread at the top level, as
 * the result views read them there. Core fields always win. What a reversal voided (the token or
 * pins of a purchase VTpass reversed, kept for support: server/purchases/settle-reversed.ts) is
 * not the customer's to use, and never leaves the API.
 */
export function toApiTransaction(row: TransactionRow): TransactionItem {
  const date = row.createdAt.toISOString();
  const details = customerDetails(row.details);
  return {
    ...details,
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
    details,
  };
}

const SUPPORT_ONLY = new Set(["voided_delivery"]);

function customerDetails(details: TransactionRow["details"]): TransactionRow["details"] {
  if (!details) return details;
  return Object.fromEntries(Object.entries(details).filter(([k]) => !SUPPORT_ONLY.has(k)));
}
