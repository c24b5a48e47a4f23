import { limiterFor, type RateLimit } from "../http/rate-limit";

/**
 * Per-customer bound on bulk files: each upload is read, checked row by row against the catalogue
 * and kept as a batch with its rows. Ample for a reseller's day (a file holds 1,000 lines); a script
 * looping uploads stops here instead of filling the database with batches.
 */
export const BULK_LIMITS = {
  upload: { limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/** Lets the upload through under its limit; else 429 with Retry-After. */
export const limitBulk = limiterFor("bulk", BULK_LIMITS);
