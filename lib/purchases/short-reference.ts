/**
 * The one reference a customer reads (issue 16): short enough to say on the phone and never wrap
 * in a table, "AB12-CD34". It is the random part of the purchase's request id, the same before
 * paying (summary) and after (result); the long references (the request id AIRTIME_…, the
 * provider's 32-character one) stay for support, on the receipt and in the transaction's details.
 */
export function shortReference(longReference: string): string {
  const own = /_([a-z0-9]{8})$/i.exec(longReference.trim());
  const tail = (own ? own[1] : longReference.replace(/[^a-z0-9]/gi, "").slice(-8)).toUpperCase();
  return tail.length === 8 ? `${tail.slice(0, 4)}-${tail.slice(4)}` : tail;
}

/**
 * A history row's short reference: of its request id when it has one (a purchase: what its summary
 * and result showed), else of its own reference (a funding, a refund, a cashback).
 */
export function rowShortReference(row: { requestId: string | null | undefined; reference: string }): string {
  const requestId = row.requestId?.trim();
  return shortReference(requestId ? requestId : row.reference);
}

/**
 * A search that is a short reference as the screens show it ("AB12-CD34", either case): its eight
 * characters, lower case, for the history's search to match the rows whose short reference it is
 * (server/wallet/transaction-query.ts); else null.
 */
export function shortReferenceSearch(search: string): string | null {
  const m = /^([a-z0-9]{4})-([a-z0-9]{4})$/i.exec(search.trim());
  return m ? `${m[1]}${m[2]}`.toLowerCase() : null;
}
