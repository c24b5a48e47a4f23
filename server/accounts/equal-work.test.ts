import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { API_MSG } from "../../lib/contracts/messages";
import { codeLocks, otpCodes } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { latestCode, outbox, post, registerUser, verifiedUser } from "./account-test-kit";
import { LOCK_MS } from "./code-locks";

/**
 * The code calls answer an email with an account and one without after the same work, so their
 * time tells nothing (a 1-5 ms difference could be measured from outside). Work is counted, not
 * timed: the SQL statements a request sends (the query builder's log) and the HMACs it computes.
 * forgot-password and resend-otp do nothing account-dependent before their answer: that work is
 * held back here (afterAnswer.hold) and released after the count.
 */

jest.setTimeout(60_000);

const statements: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { logQuery: (query) => statements.push(query) } });
});
afterAll(() => t.close());

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** The statements and HMACs of one request, and its answer. */
async function work(url: string, body: object) {
  statements.length = 0;
  const hmac = jest.spyOn(crypto, "createHmac");
  try {
    const res = await post(t, url, body);
    return { status: res.statusCode, body: res.body, statements: [...statements], hmacs: hmac.mock.calls.length };
  } finally {
    hmac.mockRestore();
  }
}

/** The account's reset code, fresh from forgot-password. */
async function resetCode(email: string) {
  const before = (await outbox(t, email)).length;
  expect((await post(t, "/api/forgot-password", { email })).statusCode).toBe(200);
  return latestCode(t, email, { after: before });
}

function expectSameWork(cases: Record<string, Awaited<ReturnType<typeof work>>>, atLeast: number) {
  const [first, ...rest] = Object.entries(cases);
  expect(first[1].statements.length).toBeGreaterThanOrEqual(atLeast);
  for (const [name, c] of rest) {
    expect([name, c.status, c.body, c.hmacs, c.statements]).toEqual([
      name,
      first[1].status,
      first[1].body,
      first[1].hmacs,
      first[1].statements,
    ]);
  }
}

test("verify-reset-otp: a wrong code takes the same work for every kind of email", async () => {
  const noCode = await verifiedUser(t);
  const live = await verifiedUser(t);
  const liveCode = await resetCode(live.email);
  const exhausting = await verifiedUser(t);
  const exhaustingCode = await resetCode(exhausting.email);
  for (let i = 1; i < t.config.OTP_MAX_ATTEMPTS; i++) {
    await post(t, "/api/verify-reset-otp", { email: exhausting.email, otp: wrong(exhaustingCode) });
  }
  const expired = await verifiedUser(t);
  const expiredCode = await resetCode(expired.email);
  await post(t, "/api/verify-reset-otp", { email: expired.email, otp: wrong(expiredCode) });
  const locked = await verifiedUser(t);
  await t.database.db.insert(codeLocks).values({
    userId: locked.id,
    purpose: "reset",
    lockedUntil: new Date(t.app.ctx.now().getTime() + LOCK_MS),
    createdAt: t.app.ctx.now(),
  });
  t.advance(t.config.OTP_TTL_SECONDS * 1000 - 1000);

  const cases = {
    "no account": await work("/api/verify-reset-otp", { email: "nobody-at-all@example.com", otp: "123456" }),
    "an account with no code": await work("/api/verify-reset-otp", { email: noCode.email, otp: "123456" }),
    "a live code, wrong": await work("/api/verify-reset-otp", { email: live.email, otp: wrong(liveCode) }),
    "the wrong guess that uses the code up": await work("/api/verify-reset-otp", {
      email: exhausting.email,
      otp: wrong(exhaustingCode),
    }),
    "a locked account": await work("/api/verify-reset-otp", { email: locked.email, otp: "123456" }),
  };
  t.advance(2000);
  Object.assign(cases, {
    "a code that expired after a wrong guess": await work("/api/verify-reset-otp", {
      email: expired.email,
      otp: expiredCode,
    }),
  });
  // The limiter's three, then the account's row, its lock, its code, the attempt and the failure count.
  expectSameWork(cases, 8);
  expect(cases["no account"]).toMatchObject({
    status: 400,
    body: JSON.stringify({ message: API_MSG.otpInvalid }),
    hmacs: 1,
  });

  // The work really was done: the code that was used up and the one that expired failed.
  const resetRow = async (userId: string) =>
    (await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, userId))).find(
      (r) => r.purpose === "reset",
    )!;
  expect((await resetRow(exhausting.id)).failedAt).toBeInstanceOf(Date);
  const expiredRow = await resetRow(expired.id);
  expect(expiredRow.failedAt).toEqual(expiredRow.expiresAt);
});

test("verify-otp: a wrong code takes the same work for an unknown, a verified and an unverified email", async () => {
  const unverified = await registerUser(t);
  const code = await latestCode(t, unverified.email);
  const verified = await verifiedUser(t);
  const cases = {
    "no account": await work("/api/verify-otp", { email: "nobody-else@example.com", otp: "654321" }),
    "a verified account": await work("/api/verify-otp", { email: verified.email, otp: "654321" }),
    "an unverified account": await work("/api/verify-otp", { email: unverified.email, otp: wrong(code) }),
  };
  expectSameWork(cases, 8);
  expect(cases["no account"].status).toBe(400);
});

test.each([
  ["forgot-password", "/api/forgot-password", (email: string) => email, /password reset code/],
  ["resend-otp", "/api/resend-otp", (email: string) => email, /verification code/],
])(
  "%s answers every email after the same steps; the account's work comes after the answer",
  async (_n, url, _e, subject) => {
    const known = url === "/api/resend-otp" ? await registerUser(t) : await verifiedUser(t);
    await t.app.ctx.afterAnswer.settled();
    const mailsBefore = (await outbox(t, known.email)).length;
    t.app.ctx.afterAnswer.hold();
    try {
      const cases = {
        "no account": await work(url, { email: "no-such-person@example.com" }),
        "an account": await work(url, { email: known.email }),
      };
      // The limiter's statements only.
      expectSameWork(cases, 1);
      expect(cases["an account"].hmacs).toBe(0);
      // Nothing about the account was read before the answer.
      expect(cases["an account"].statements.some((s) => /from "users"/.test(s))).toBe(false);
    } finally {
      await t.app.ctx.afterAnswer.release();
    }
    const mails = await outbox(t, known.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0].subject).toMatch(subject);
    expect(await outbox(t, "no-such-person@example.com")).toHaveLength(0);
  },
);
