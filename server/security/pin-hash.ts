import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "../accounts/password-hash";

/**
 * How a transaction PIN is stored: `pin-hmac$<salt>$<mac>` (base64), the mac being HMAC-SHA256
 * keyed with the server's PIN_PEPPER over a random per-row salt and the PIN.
 *
 * Why a keyed hash and not a slow one (as passwords have): a PIN has only 10,000 values, so with
 * the database in hand an attacker tries them all against a slow hash too (10,000 scrypts is
 * minutes on one core); the slowness buys nothing and cost ~34 ms of CPU on every purchase
 * (bench/README.md). The pepper, kept outside the database (an environment secret), is what makes
 * a stolen database useless: without it no candidate can be checked at all. The salt keeps equal
 * PINs from having equal rows. Online guessing is stopped by the lock after PIN_MAX_ATTEMPTS wrong
 * PINs (transaction-pin.ts), which stays the real defence.
 *
 * Rows written before this scheme hold a scrypt hash made like a password's
 * (`scrypt$N$r$p$salt$hash`): they still verify, and the next right PIN rewrites them in this form.
 * Changing PIN_PEPPER makes every stored PIN fail (customers then reset theirs by email code).
 */
const SCHEME = "pin-hmac";
const SALT_BYTES = 16;

function mac(pin: string, salt: Buffer, pepper: string): Buffer {
  // The salt has a fixed length, so salt || PIN is unambiguous.
  return createHmac("sha256", pepper).update(salt).update(pin, "utf8").digest();
}

export function hashPin(pin: string, pepper: string): string {
  const salt = randomBytes(SALT_BYTES);
  return [SCHEME, salt.toString("base64"), mac(pin, salt, pepper).toString("base64")].join("$");
}

/** True for a row still in the scrypt form of before (a right PIN rewrites it). */
export const isLegacyPinHash = (stored: string): boolean => stored.startsWith("scrypt$");

/** Constant-time check of a PIN against its stored form (either scheme); false for a malformed one. */
export async function verifyPin(pin: string, stored: string, pepper: string): Promise<boolean> {
  if (isLegacyPinHash(stored)) return verifyPassword(pin, stored);
  const parts = stored.split("$");
  if (parts.length !== 3 || parts[0] !== SCHEME) return false;
  const salt = Buffer.from(parts[1], "base64");
  const expected = Buffer.from(parts[2], "base64");
  if (salt.length !== SALT_BYTES || expected.length !== 32) return false;
  return timingSafeEqual(mac(pin, salt, pepper), expected);
}
