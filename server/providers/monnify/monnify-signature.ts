import { createHmac, timingSafeEqual } from "node:crypto";

/** Monnify's `monnify-signature`: hex HMAC-SHA512 of the raw body, keyed with the client secret key. */
export function monnifySignature(rawBody: string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody, "utf8").digest("hex");
}

/** Constant-time check of a received signature (any case of hex accepted). */
export function verifyMonnifySignature(rawBody: string, signature: string | undefined, secretKey: string): boolean {
  if (typeof signature !== "string") return false;
  const expected = Buffer.from(monnifySignature(rawBody, secretKey), "utf8");
  const given = Buffer.from(signature.trim().toLowerCase(), "utf8");
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
