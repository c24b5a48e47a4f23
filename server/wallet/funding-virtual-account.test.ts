import { eq } from "drizzle-orm";
import { virtualAccounts } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { loggedInUser, post } from "../accounts/account-test-kit";
import { monnifyTransport, setMonnifyTransport } from "../providers/monnify/monnify-runtime";
import type { FetchLike } from "../providers/in-process-fetch";
import { ACCOUNT_MSG } from "./account-routes";
import { onEmailVerified } from "./on-email-verified";
import { MAX_RESERVATION_ATTEMPTS, findVirtualAccount, retryDueReservations, retryDelayMs } from "./virtual-accounts";
import { virtualAccountRetryJob } from "./virtual-account-job";
import { jobs } from "../jobs";

let t: TestApp;
const providerCalls: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const inner = monnifyTransport(t.app.ctx).fetch;
  const counting: FetchLike = (url, init) => {
    providerCalls.push(`${init?.method ?? "GET"} ${new URL(url).pathname}`);
    return inner(url, init);
  };
  setMonnifyTransport(t.app.ctx, { fetch: counting, inlineTimeoutMs: 250, timeoutMs: 250 });
});
afterAll(() => t.close());

const creates = () =>
  providerCalls.filter((c) => c === "POST /sandbox/monnify/api/v2/bank-transfer/reserved-accounts").length;

async function row(userId: string) {
  const [r] = await t.app.ctx.db.select().from(virtualAccounts).where(eq(virtualAccounts.userId, userId));
  return r;
}

async function refresh(token: string) {
  const res = await t.app.inject({ method: "POST", url: "/api/account/refresh", headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Runs the job until nothing is due now (each pass claims what is due). */
async function runJobNow() {
  await virtualAccountRetryJob.run(t.app.ctx);
}

test("the retry job is registered", () => {
  expect(jobs).toContain(virtualAccountRetryJob);
});

test("verifying the email reserves the virtual account", async () => {
  const u = await loggedInUser(t, { name: "Chioma Eze" });
  const r = await row(u.id);
  expect(r).toMatchObject({
    status: "active",
    bankName: "Moniepoint Microfinance Bank",
    accountName: "Chioma Eze",
    attempts: 1,
    lastError: null,
  });
  expect(r.accountNumber).toMatch(/^\d{10}$/);
  const answer = await refresh(u.token);
  expect(answer).toEqual({
    status: "success",
    account_number: r.accountNumber,
    bank_name: "Moniepoint Microfinance Bank",
    account_name: "Chioma Eze",
    virtual_account_status: "active",
    message: ACCOUNT_MSG.active,
  });
});

test("a 503 at creation leaves the account pending, the customer still logs in, and the retry job makes it active", async () => {
  const u = await loggedInUser(t, { email: `ada+monnify503.${Date.now()}@example.com` });
  const pending = await row(u.id);
  expect(pending).toMatchObject({ status: "pending", attempts: 1, accountNumber: null });
  expect(pending.lastError).toMatch(/unavailable/i);
  expect(pending.nextAttemptAt!.getTime() - pending.updatedAt.getTime()).toBe(retryDelayMs(1));

  // The dashboard says so (no provider call within a few seconds of the last attempt).
  const before = creates();
  expect(await refresh(u.token)).toMatchObject({
    virtual_account_status: "pending",
    account_number: null,
    message: ACCOUNT_MSG.pending,
  });
  expect(creates()).toBe(before);

  // Not due yet: the job leaves it alone.
  expect(await retryDueReservations(t.app.ctx)).toBe(0);
  t.advance(retryDelayMs(1));
  await runJobNow();
  const active = await row(u.id);
  expect(active).toMatchObject({ status: "active", attempts: 2, lastError: null, nextAttemptAt: null });
  expect(active.accountNumber).toMatch(/^\d{10}$/);
  expect(await refresh(u.token)).toMatchObject({
    virtual_account_status: "active",
    account_number: active.accountNumber,
  });
});

test("the dashboard's refresh asks the provider again when the account is pending", async () => {
  const u = await loggedInUser(t, { email: `ada+monnify503.${Date.now()}@example.com` });
  expect((await row(u.id)).status).toBe("pending");
  t.advance(10_000); // past the refresh's minimum gap, well before the job's backoff
  const answer = await refresh(u.token);
  expect(answer).toMatchObject({ virtual_account_status: "active", message: ACCOUNT_MSG.active });
  expect(answer.account_number).toMatch(/^\d{10}$/);
});

test("a timeout leaves the account pending; the retry reads the account the provider did reserve", async () => {
  const u = await loggedInUser(t, { email: `ada+monnifytimeout.${Date.now()}@example.com` });
  const pending = await row(u.id);
  expect(pending.status).toBe("pending");
  expect(pending.lastError).toMatch(/did not answer/);
  const createsBefore = creates();
  t.advance(retryDelayMs(1));
  await runJobNow();
  const active = await row(u.id);
  expect(active.status).toBe("active");
  expect(creates()).toBe(createsBefore); // found with GET, not created twice
});

test("a provider that stays down keeps the account pending with growing backoff", async () => {
  const u = await loggedInUser(t, { email: `ada+monnifydown.${Date.now()}@example.com` });
  for (let attempt = 1; attempt <= 3; attempt++) {
    const r = await row(u.id);
    expect(r).toMatchObject({ status: "pending", attempts: attempt });
    expect(r.nextAttemptAt!.getTime() - r.updatedAt.getTime()).toBe(retryDelayMs(attempt));
    t.advance(retryDelayMs(attempt));
    await runJobNow();
  }
  expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
  expect(retryDelayMs(40)).toBe(3_600_000);
});

test("after the maximum attempts a transient failure becomes failed; refresh still asks again", async () => {
  const u = await createUser(t, { email: `ada+monnifydown.${Date.now()}@example.com` });
  await onEmailVerified(t.app.ctx, u.userId);
  await t.app.ctx.db
    .update(virtualAccounts)
    .set({ attempts: MAX_RESERVATION_ATTEMPTS - 1 })
    .where(eq(virtualAccounts.userId, u.userId));
  t.advance(retryDelayMs(1));
  await runJobNow();
  expect(await row(u.userId)).toMatchObject({
    status: "failed",
    attempts: MAX_RESERVATION_ATTEMPTS,
    nextAttemptAt: null,
  });
  t.advance(10_000);
  const before = creates();
  expect(await refresh(u.token)).toMatchObject({
    virtual_account_status: "failed",
    message: ACCOUNT_MSG.failed,
    account_number: null,
  });
  expect(creates()).toBe(before + 1);
});

test("a permanent refusal marks the account failed without retries", async () => {
  const u = await createUser(t, { email: `ada+monnifyreject.${Date.now()}@example.com` });
  await onEmailVerified(t.app.ctx, u.userId);
  expect(await row(u.userId)).toMatchObject({ status: "failed", attempts: 1, nextAttemptAt: null });
  expect((await row(u.userId)).lastError).toMatch(/could not be validated/);
});

test("onEmailVerified never throws, even when the provider cannot be reached at all", async () => {
  const u = await createUser(t);
  const saved = monnifyTransport(t.app.ctx);
  setMonnifyTransport(t.app.ctx, { fetch: async () => Promise.reject(new Error("ECONNREFUSED")) });
  try {
    await expect(onEmailVerified(t.app.ctx, u.userId)).resolves.toBeUndefined();
  } finally {
    setMonnifyTransport(t.app.ctx, { fetch: saved.fetch });
  }
  expect(await row(u.userId)).toMatchObject({ status: "pending", attempts: 1 });
  expect((await row(u.userId)).lastError).toMatch(/ECONNREFUSED/);
});

test("two job runs at once attempt a due row once (rows are claimed)", async () => {
  const u = await createUser(t, { email: `ada+monnifydown.${Date.now()}@example.com` });
  await onEmailVerified(t.app.ctx, u.userId);
  t.advance(retryDelayMs(1));
  const before = creates();
  const claimed = await Promise.all([retryDueReservations(t.app.ctx), retryDueReservations(t.app.ctx)]);
  expect(claimed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  expect((await row(u.userId)).attempts).toBe(2);
  expect(creates() - before).toBe(claimed.reduce((a, b) => a + b, 0));
});

test("refresh needs a token; a customer without a row gets one opened and reserved", async () => {
  expect((await t.app.inject({ method: "POST", url: "/api/account/refresh" })).statusCode).toBe(401);
  const u = await createUser(t);
  expect(await findVirtualAccount(t.app.ctx, u.userId)).toBeNull();
  expect(await refresh(u.token)).toMatchObject({ virtual_account_status: "active" });
});

test("login still works for a customer whose account is pending", async () => {
  const u = await loggedInUser(t, { email: `ada+monnifydown.${Date.now()}@example.com` });
  expect((await row(u.id)).status).toBe("pending");
  const again = await post(t, "/api/login", { email: u.email, password: u.password });
  expect(again.statusCode).toBe(200);
});
