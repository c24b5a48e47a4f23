import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { WEBHOOK_HEADERS } from "../../lib/contracts/partner-webhooks";

/** The headers of every delivery (named once in lib/contracts/partner-webhooks.ts, documented from there). */
export const SIGNATURE_HEADER = WEBHOOK_HEADERS.signature;
export const EVENT_ID_HEADER = WEBHOOK_HEADERS.eventId;
export const EVENT_TYPE_HEADER = WEBHOOK_HEADERS.eventType;

/** A new signing secret: shown to the customer once, then kept encrypted to sign with. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

/** HMAC-SHA512 (hex) of `${timestamp}.${body}`: what v1= carries. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac("sha512", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/** The signature header's value: `t=<unix seconds>,v1=<hex>`. */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * What a receiver does (also the docs' example): parse t and v1, refuse a timestamp older than
 * `toleranceS`, compare in constant time. Used by the tests' receivers.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowS: number,
  toleranceS = 300,
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowS - t) > toleranceS || !parts.v1) return false;
  const want = Buffer.from(signatureOf(secret, t, body), "hex");
  const got = Buffer.from(parts.v1, "hex");
  return got.length === want.length && timingSafeEqual(got, want);
}
