/** A row's purchase idempotency key: from the batch and the line, so no retry or second confirm buys it twice. */
export const bulkRequestId = (batchId: string, rowNo: number) => `BULK_${batchId}_${rowNo}`;

const BULK_REQUEST_ID = /^BULK_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_\d+$/;

/** The batch of a bulk line's purchase, from its request_id; null for any other request_id. */
export const bulkBatchOfRequestId = (requestId: string | null): string | null =>
  requestId?.match(BULK_REQUEST_ID)?.[1] ?? null;
