import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { loginDevices, referrals, users } from "../db/schema";
import { hashToken } from "../http/auth";
import type { TestApp } from "../test/test-app";
import { bearer } from "../test/fixtures";
import { randomIp, registration } from "../accounts/account-test-kit";
import { creditFunding } from "../wallet/funding";

/** Shared steps of the referral tests (not a test file itself). */

let phoneSeq = 0;
export const uniquePhone = () =>
  `0803${String(Date.now() % 1e4).padStart(4, "0")}${String(++phoneSeq % 1000).padStart(3, "0")}`;

export async function referralCodeOf(t: TestApp, token: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: "/api/referrals", headers: bearer(token) });
  return res.json().code;
}

/** Registers a customer through the API with a referral code; answers their id. */
export async function registerWithCode(
  t: TestApp,
  code: string | undefined,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/register",
    payload: registration({ phone: uniquePhone(), referral_code: code, ...overrides }),
    headers: { "x-forwarded-for": randomIp(), ...headers },
    remoteAddress: randomIp(),
  });
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  return res.json().user.id;
}

export async function referralOf(t: TestApp, referredUserId: string) {
  const [row] = await t.app.ctx.db.select().from(referrals).where(eq(referrals.referredUserId, referredUserId));
  return row ?? null;
}

/** A bank transfer credited as the Monnify webhook would (creditFunding, with the referral hook). */
export const fundByTransfer = (t: TestApp, userId: string, kobo: number) =>
  creditFunding(t.app.ctx, {
    userId,
    provider: "monnify",
    transactionReference: `MNFY|TEST|${randomBytes(6).toString("hex")}`,
    paymentReference: null,
    amountKobo: kobo,
    webhookEventId: null,
    details: {},
  });

/** A device token that signed in to `userId`'s account, as the web's device cookie would send it. */
export async function deviceOf(t: TestApp, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await t.app.ctx.db.insert(loginDevices).values({ userId, tokenHash: hashToken(token), lastLoginAt: t.app.ctx.now() });
  return token;
}

export async function phoneOf(t: TestApp, userId: string) {
  const [u] = await t.app.ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return u.phone;
}
