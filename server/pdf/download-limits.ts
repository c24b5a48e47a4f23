import { limiterFor, type RateLimit } from "../http/rate-limit";

/**
 * A PDF costs the API tens of milliseconds of CPU to lay out (an invoice at its longest ~60 ms), so
 * its downloads are limited: receipts per customer, the public invoice PDF (no login; the reference
 * is the capability) per address. Far above what a person clicks; a loop stops at them.
 */
export const PDF_LIMITS = {
  receipt: { limit: 30, windowSeconds: 60 },
  publicInvoice: { limit: 30, windowSeconds: 60 },
  /** A statement (PDF or CSV) reads up to 12 months of movements: a few a minute is plenty. */
  statement: { limit: 10, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;

/** Lets one download through under its limit for `who` (a customer id or an address); else 429. */
export const limitPdfDownload = limiterFor("pdf", PDF_LIMITS);
