/**
 * The database pool's size per API process, and how many of its connections purchases never take
 * (left to a customer's reads, sign-in, webhooks and jobs; see lane-pool.ts). The defaults of the
 * settings DATABASE_POOL_SIZE and DATABASE_POOL_RESERVED.
 */
export const DEFAULT_POOL_SIZE = 10;
export const DEFAULT_POOL_RESERVED = 3;

/** The connections purchases may hold at once: the pool less the reserve, at least one. */
export const purchaseSlots = (size: number, reserved: number) => Math.max(1, size - reserved);
