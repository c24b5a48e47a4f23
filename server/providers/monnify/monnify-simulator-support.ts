import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { FastifyReply } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { monnifySandboxFaults } from "../../db/schema";

/** Small helpers of the Monnify sandbox simulator: envelopes, tokens, faults, references. */

export const SIM_BANK = { bankCode: "50515", bankName: "Moniepoint Microfinance Bank" } as const;
export const TOKEN_LIFETIME_SECONDS = 3600;

export function ok(responseBody: unknown) {
  return { requestSuccessful: true, responseMessage: "success", responseCode: "0", responseBody };
}

export function fail(reply: FastifyReply, status: number, responseMessage: string, responseCode = "99") {
  return reply.code(status).send({ requestSuccessful: false, responseMessage, responseCode });
}

/** Stateless access tokens: the expiry signed with the secret key, so they survive restarts. */
export function issueToken(secretKey: string, now: Date): { accessToken: string; expiresIn: number } {
  const exp = now.getTime() + TOKEN_LIFETIME_SECONDS * 1000;
  const nonce = randomBytes(6).toString("hex");
  return {
    accessToken: `sim.${exp}.${nonce}.${tokenMac(secretKey, `${exp}.${nonce}`)}`,
    expiresIn: TOKEN_LIFETIME_SECONDS,
  };
}

export function tokenValid(secretKey: string, token: string, now: Date): boolean {
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== "sim") return false;
  const [, exp, nonce, mac] = parts;
  const expected = Buffer.from(tokenMac(secretKey, `${exp}.${nonce}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return Number(exp) > now.getTime();
}

function tokenMac(secretKey: string, payload: string) {
  return createHmac("sha256", `monnify-sim:${secretKey}`).update(payload).digest("hex").slice(0, 32);
}

export function basicCredentialsValid(header: string | undefined, apiKey: string, secretKey: string): boolean {
  if (!header?.startsWith("Basic ")) return false;
  const expected = Buffer.from(Buffer.from(`${apiKey}:${secretKey}`).toString("base64"));
  const given = Buffer.from(header.slice(6).trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Bumps a fault counter and answers its new value (1 on the first hit). */
export async function bumpFault(db: Db, key: string): Promise<number> {
  const rows = await db
    .insert(monnifySandboxFaults)
    .values({ key, count: 1 })
    .onConflictDoUpdate({ target: monnifySandboxFaults.key, set: { count: sql`${monnifySandboxFaults.count} + 1` } })
    .returning({ count: monnifySandboxFaults.count });
  return rows[0].count;
}

/** A 10-digit NUBAN-like number derived from the reference (salted on the rare collision). */
export function accountNumberFor(accountReference: string, salt: number): string {
  const digest = createHash("sha256").update(`${accountReference}:${salt}`).digest("hex");
  return `5${(BigInt(`0x${digest.slice(0, 15)}`) % 1_000_000_000n).toString().padStart(9, "0")}`;
}

/** "yyyy-MM-dd HH:mm:ss.SSS" in Lagos time (UTC+1, no daylight saving), as Monnify writes dates. */
export function lagosTimestamp(d: Date): string {
  return new Date(d.getTime() + 3600_000).toISOString().replace("T", " ").replace("Z", "");
}

export function newTransactionReference(now: Date): string {
  const stamp = lagosTimestamp(now).replace(/[-: ]/g, "").slice(0, 14);
  return `MNFY|99|${stamp}|${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}

export function newPaymentReference(): string {
  return `SIMPAY${randomBytes(8).toString("hex").toUpperCase()}`;
}

/** Requests the "+monnifytimeout" fault holds open; released when the client goes away or the API closes. */
const held = new Set<() => void>();

export function hold(reply: FastifyReply, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      held.delete(release);
      resolve();
    };
    const timer = setTimeout(release, maxMs);
    timer.unref();
    held.add(release);
    // The response closing before it was sent means the client gave up (aborted or timed out).
    reply.raw.once("close", release);
  });
}

export function releaseHeld() {
  for (const release of [...held]) release();
}
