import type { FastifyInstance } from "fastify";
import { and, eq, isNotNull } from "drizzle-orm";
import { API_MSG } from "../../lib/contracts/messages";
import { buildApp } from "../app";
import { codeLocks, otpCodes } from "../db/schema";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { codeIn, latestCode, outbox, post, randomIp, registerUser, verifiedUser } from "./account-test-kit";
import { FAILED_CODES_TO_LOCK, LOCK_MS } from "./code-locks";
import type { OtpPurpose } from "./otp-codes";

/**
 * Codes bounded in time (code-locks.ts): three failed codes of one purpose within 24 hours lock
 * that purpose for the account for 24 hours, on every API instance, and the owner is told once.
 */

jest.setTimeout(120_000);

let t: TestApp;
/** A second API instance on the same database: the lock must hold there too. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, database: t.database, logger: false, now: t.app.ctx.now });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const MINUTE = 60_000;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const settled = () => Promise.all([t.app.ctx.afterAnswer.settled(), other.ctx.afterAnswer.settled()]);

const CALLS = {
  reset: { ask: "/api/forgot-password", verify: "/api/verify-reset-otp", mail: /password reset code/ },
  registration: { ask: "/api/resend-otp", verify: "/api/verify-otp", mail: /verification code/ },
} as const;

/** Asks for a new code of the purpose and reads it from the mail (null when none came). */
async function askCode(
  email: string,
  purpose: keyof typeof CALLS,
  app: FastifyInstance = t.app,
): Promise<string | null> {
  const codeMails = async () => (await outbox(t, email)).filter((m) => CALLS[purpose].mail.test(m.subject));
  const before = (await codeMails()).length;
  const res = await app.inject({
    method: "POST",
    url: CALLS[purpose].ask,
    payload: { email },
    remoteAddress: randomIp(),
  });
  expect(res.statusCode).toBe(200);
  await settled();
  const mails = await codeMails();
  if (mails.length === before) return null;
  expect(mails).toHaveLength(before + 1);
  return codeIn(mails[0].text);
}

/** OTP_MAX_ATTEMPTS wrong guesses: the code is used up (it fails). Then 15 minutes pass, so the rate limits stay out of the way. */
async function exhaust(email: string, purpose: keyof typeof CALLS, code: string) {
  for (let i = 0; i < t.config.OTP_MAX_ATTEMPTS; i++) {
    const res = await post(t, CALLS[purpose].verify, { email, otp: wrong(code) });
    expect(res.json()).toEqual({ message: API_MSG.otpInvalid });
  }
  t.advance(15 * MINUTE);
}

async function lockOf(userId: string, purpose: OtpPurpose) {
  const [row] = await t.database.db
    .select()
    .from(codeLocks)
    .where(and(eq(codeLocks.userId, userId), eq(codeLocks.purpose, purpose)));
  return row;
}

const lockMails = async (email: string) => (await outbox(t, email)).filter((m) => /is paused/.test(m.subject));

describe("password reset", () => {
  test("three codes used up within 24 hours lock reset for 24 hours, on every instance; the owner is told once", async () => {
    const u = await verifiedUser(t);
    for (let i = 0; i < FAILED_CODES_TO_LOCK; i++) {
      expect(await lockOf(u.id, "reset")).toBeUndefined();
      await exhaust(u.email, "reset", (await askCode(u.email, "reset"))!);
    }
    const lock = await lockOf(u.id, "reset");
    const [third] = await t.database.db
      .select({ at: otpCodes.failedAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, u.id), eq(otpCodes.purpose, "reset"), isNotNull(otpCodes.failedAt)))
      .orderBy(otpCodes.failedAt)
      .offset(2);
    expect(lock.lockedUntil.getTime()).toBe(third.at!.getTime() + LOCK_MS);
    await settled();
    const told = await lockMails(u.email);
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe("Password reset is paused on your Naira Wallet account");
    expect(told[0].text).toContain("3 password reset codes for your account were entered wrongly within 24 hours");
    expect(told[0].text).toMatch(/paused password reset until \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m \(Lagos time\)/);

    // Locked: no code is sent, by either instance, and the answers are those of any email.
    expect(await askCode(u.email, "reset")).toBeNull();
    expect(await askCode(u.email, "reset", other)).toBeNull();
    const guess = await other.inject({
      method: "POST",
      url: "/api/verify-reset-otp",
      payload: { email: u.email, otp: "123456" },
      remoteAddress: randomIp(),
    });
    expect(guess.json()).toEqual({ message: API_MSG.otpInvalid });
    // The password itself is untouched.
    expect((await post(t, "/api/login", { email: u.email, password: u.password })).statusCode).toBe(200);

    // Until the lock ends; then a code is sent, and it works.
    t.advance(lock.lockedUntil.getTime() - t.app.ctx.now().getTime() - 1000);
    expect(await askCode(u.email, "reset")).toBeNull();
    t.advance(1000);
    const code = await askCode(u.email, "reset", other);
    expect(code).not.toBeNull();
    expect((await post(t, "/api/verify-reset-otp", { email: u.email, otp: code! })).statusCode).toBe(200);
    await settled();
    expect(await lockMails(u.email)).toHaveLength(1);
  });

  test("a code fails when it expires or is replaced after a wrong guess; untried codes never fail", async () => {
    const u = await verifiedUser(t);
    const failures = async () =>
      (
        await t.database.db
          .select()
          .from(otpCodes)
          .where(and(eq(otpCodes.userId, u.id), eq(otpCodes.purpose, "reset"), isNotNull(otpCodes.failedAt)))
      ).length;

    // Untried codes, replaced or expired, are no failures.
    await askCode(u.email, "reset");
    await askCode(u.email, "reset");
    t.advance(t.config.OTP_TTL_SECONDS * 1000);
    await askCode(u.email, "reset");
    expect(await failures()).toBe(0);
    t.advance(15 * MINUTE);

    // One wrong guess, then it expires: it failed (at its expiry) once the account asks again.
    const expiring = (await askCode(u.email, "reset"))!;
    await post(t, "/api/verify-reset-otp", { email: u.email, otp: wrong(expiring) });
    t.advance(t.config.OTP_TTL_SECONDS * 1000);
    const replaced = (await askCode(u.email, "reset"))!;
    expect(await failures()).toBe(1);
    // One wrong guess, then replaced by a newer code: it failed.
    await post(t, "/api/verify-reset-otp", { email: u.email, otp: wrong(replaced) });
    const third = (await askCode(u.email, "reset"))!;
    expect(await failures()).toBe(2);
    expect(await lockOf(u.id, "reset")).toBeUndefined();

    // A third: the purpose locks, and the code that was asked for is not sent.
    await post(t, "/api/verify-reset-otp", { email: u.email, otp: wrong(third) });
    expect(await askCode(u.email, "reset")).toBeNull();
    expect(await failures()).toBe(3);
    expect(await lockOf(u.id, "reset")).toBeDefined();
    expect(await lockMails(u.email)).toHaveLength(1);
  });

  test("failures more than 24 hours apart do not lock", async () => {
    const u = await verifiedUser(t);
    await exhaust(u.email, "reset", (await askCode(u.email, "reset"))!);
    await exhaust(u.email, "reset", (await askCode(u.email, "reset"))!);
    t.advance(24 * 60 * MINUTE);
    await exhaust(u.email, "reset", (await askCode(u.email, "reset"))!);
    expect(await lockOf(u.id, "reset")).toBeUndefined();
    const code = await askCode(u.email, "reset");
    expect((await post(t, "/api/verify-reset-otp", { email: u.email, otp: code! })).statusCode).toBe(200);
  });
});

describe("email verification", () => {
  test("three codes used up lock verification for 24 hours: no code by resend or login, the owner is told", async () => {
    const u = await registerUser(t);
    await exhaust(u.email, "registration", await latestCode(t, u.email));
    await exhaust(u.email, "registration", (await askCode(u.email, "registration"))!);
    await exhaust(u.email, "registration", (await askCode(u.email, "registration"))!);
    const lock = await lockOf(u.id, "registration");
    expect(lock).toBeDefined();
    await settled();
    const told = await lockMails(u.email);
    expect(told.map((m) => m.subject)).toEqual(["Email verification is paused for your Naira Wallet account"]);

    expect(await askCode(u.email, "registration")).toBeNull();
    const mails = (await outbox(t, u.email)).length;
    const login = await post(t, "/api/login", { email: u.email, password: u.password });
    expect(login.statusCode).toBe(403);
    await settled();
    expect(await outbox(t, u.email)).toHaveLength(mails);

    // The reset lock is its own: a reset code still comes (and a reset also verifies the email).
    expect(await askCode(u.email, "reset")).not.toBeNull();

    t.advance(lock.lockedUntil.getTime() - t.app.ctx.now().getTime());
    const code = await askCode(u.email, "registration");
    expect((await post(t, "/api/verify-otp", { email: u.email, otp: code! })).statusCode).toBe(200);
  });
});

describe("concurrency", () => {
  test(`wrong guesses at once, on two instances: each code fails once, one lock, one mail (${usingPostgres() ? "PostgreSQL" : "PGlite"})`, async () => {
    const u = await verifiedUser(t);
    const apps = [t.app, other];
    for (let i = 0; i < FAILED_CODES_TO_LOCK; i++) {
      const code = (await askCode(u.email, "reset", apps[i % 2]))!;
      const answers = await Promise.all(
        Array.from({ length: t.config.OTP_MAX_ATTEMPTS + 3 }, (_, n) =>
          apps[n % 2].inject({
            method: "POST",
            url: "/api/verify-reset-otp",
            payload: { email: u.email, otp: wrong(code) },
            remoteAddress: randomIp(),
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 400));
      t.advance(15 * MINUTE);
    }
    const rows = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, u.id), eq(otpCodes.purpose, "reset")));
    expect(rows).toHaveLength(FAILED_CODES_TO_LOCK);
    for (const r of rows) expect(r).toMatchObject({ attempts: t.config.OTP_MAX_ATTEMPTS, failedAt: expect.any(Date) });
    expect(await lockOf(u.id, "reset")).toBeDefined();
    // Both instances asked for a code at once: neither sends one.
    await Promise.all(
      apps.map((a) =>
        a.inject({
          method: "POST",
          url: "/api/forgot-password",
          payload: { email: u.email },
          remoteAddress: randomIp(),
        }),
      ),
    );
    await settled();
    expect(await lockMails(u.email)).toHaveLength(1);
    expect((await outbox(t, u.email)).filter((m) => CALLS.reset.mail.test(m.subject))).toHaveLength(
      FAILED_CODES_TO_LOCK,
    );
  });
});
