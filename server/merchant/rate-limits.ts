import { limiterFor, type RateLimit } from "../http/rate-limit";

const HOUR = 3600;

/**
 * Per-customer limits on the merchant actions that reach outside on the customer's word: each KYC
 * submission asks Monnify to match a BVN or NIN (a paid lookup, and a way to probe someone else's
 * identity), each invoice is created at Monnify, and each send emails an address the customer typed.
 * Generous for a real business; a script or a stolen session stops at them.
 */
export const MERCHANT_LIMITS = {
  kycSubmit: { limit: 5, windowSeconds: 24 * HOUR },
  invoiceCreate: { limit: 50, windowSeconds: HOUR },
  invoiceSend: { limit: 20, windowSeconds: HOUR },
} satisfies Record<string, RateLimit>;

/** Lets the customer's action through under its limit; else 429 with Retry-After. */
export const limitMerchantAction = limiterFor("merchant", MERCHANT_LIMITS);
