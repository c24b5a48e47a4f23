import { eq } from "drizzle-orm";
import { kycSubmissions, users, virtualAccounts } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { kycValues, reserveTestAccount } from "../test/identity";
import { loggedInUser, post } from "../accounts/account-test-kit";
import { monnifyAdapter, monnifyTransport, setMonnifyTransport } from "../providers/monnify/monnify-runtime";
import type { FetchLike } from "../providers/in-process-fetch";
import { submitKyc } from "../merchant/kyc-service";
import { ACCOUNT_MSG } from "./account-routes";
import { onEmailVerified } from "./on-email-verified";
import { RESERVATION_REASON } from "./reservation-outcome";
import {
  accountReferenceFor,
  MAX_RESERVATION_ATTEMPTS,
  findVirtualAccount,
  retryDueReservations,
  retryDelayMs,
} from "./virtual-accounts";
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
  // 1 s: short enough for the hanging scenarios, long enough that a healthy create on a loaded machine fits.
  setMonnifyTransport(t.app.ctx, { fetch: counting, inlineTimeoutMs: 1_000, timeoutMs: 1_000 });
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

/** Runs the job once (each pass claims what is due). */
async function runJobNow() {
  await virtualAccountRetryJob.run(t.app.ctx);
}

test("the retry job is registered", () => {
  expect(jobs).toContain(virtualAccountRetryJob);
});

test("verifying the email reserves nothing: Monnify needs a BVN or NIN, which the customer is asked for", async () => {
  const before = providerCalls.length;
  const u = await loggedInUser(t, { name: "Chioma Eze" });
  expect(await findVirtualAccount(t.app.ctx, u.id)).toBeNull();
  expect(await refresh(u.token)).toEqual({
    status: "success",
    account_number: null,
    bank_name: null,
    account_name: null,
    virtual_account_status: "none",
    virtual_account_reason: null,
    virtual_account_failure: null,
    virtual_account_retry_at: null,
    message: ACCOUNT_MSG.none,
  });
  expect(providerCalls.length).toBe(before);
});

test("the BVN/NIN reserves the account in the customer's name; refresh reads it", async () => {
  const u = await loggedInUser(t, { name: "Chioma Eze" });
  await submitKyc(t.app.ctx, u.id, kycValues({ fullName: "Chioma Ngozi Eze" }));
  const r = await row(u.id);
  expect(r).toMatchObject({
    status: "active",
    bankName: "Moniepoint Microfinance Bank",
    accountName: "Chioma Ngozi Eze",
    attempts: 1,
    lastError: null,
    claimedUntil: null,
  });
  expect(r.accountNumber).toMatch(/^\d{10}$/);
  expect(await refresh(u.token)).toEqual({
    status: "success",
    account_number: r.accountNumber,
    bank_name: "Moniepoint Microfinance Bank",
    account_name: "Chioma Ngozi Eze",
    virtual_account_status: "active",
    virtual_account_reason: null,
    virtual_account_failure: null,
    virtual_account_retry_at: null,
    message: ACCOUNT_MSG.active,
  });
});

test("a 503 at creation leaves the account pending with its retry time; the retry job makes it active", async () => {
  const u = await loggedInUser(t, { email: `ada+monnify503.${Date.now()}@example.com` });
  const pending = await reserveTestAccount(t.app.ctx, u.id);
  expect(pending).toMatchObject({ status: "pending", attempts: 1, accountNumber: null, claimedUntil: null });
  expect(pending.lastError).toMatch(/unavailable/i);
  expect(pending.nextAttemptAt!.getTime() - pending.updatedAt.getTime()).toBe(retryDelayMs(1));

  // The dashboard says so (no provider call within a few seconds of the last attempt).
  const before = creates();
  expect(await refresh(u.token)).toMatchObject({
    virtual_account_status: "pending",
    account_number: null,
    virtual_account_retry_at: pending.nextAttemptAt!.toISOString(),
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
  const [u2] = await t.app.ctx.db.select().from(users).where(eq(users.id, u.id));
  expect(u2.kycStatus).toBe("verified");
});

test("the dashboard's refresh asks the provider again when the account is pending", async () => {
  const u = await loggedInUser(t, { email: `ada+monnify503.${Date.now()}@example.com` });
  expect((await reserveTestAccount(t.app.ctx, u.id)).status).toBe("pending");
  t.advance(10_000); // past the refresh's minimum gap, well before the job's backoff
  const answer = await refresh(u.token);
  expect(answer).toMatchObject({ virtual_account_status: "active", message: ACCOUNT_MSG.active });
  expect(answer.account_number).toMatch(/^\d{10}$/);
});

test("a timeout leaves the account pending; the retry reads the account the provider did reserve", async () => {
  const u = await loggedInUser(t, { email: `ada+monnifytimeout.${Date.now()}@example.com` });
  const pending = await reserveTestAccount(t.app.ctx, u.id);
  expect(pending.status).toBe("pending");
  expect(pending.lastError).toMatch(/did not answer/);
  const createsBefore = creates();
  t.advance(retryDelayMs(1));
  await runJobNow();
  const active = await row(u.id);
  expect(active.status).toBe("active");
  expect(creates()).toBe(createsBefore); // found with GET, not created twice
});

test("a duplicate-reference refusal resolves to the account Monnify already holds for this customer", async () => {
  const u = await createUser(t);
  const values = kycValues();
  // An earlier create of ours that Monnify carried out but never answered (the row never heard of it).
  const earlier = await monnifyAdapter(t.app.ctx).createReservedAccount({
    accountReference: accountReferenceFor(u.userId),
    accountName: values.fullName,
    customerEmail: u.email,
    customerName: values.fullName,
    bvn: values.bvnNin,
  });
  const before = creates();
  await submitKyc(t.app.ctx, u.userId, values);
  expect(creates()).toBe(before + 1); // refused with R42, then read
  expect(await row(u.userId)).toMatchObject({
    status: "active",
    accountNumber: earlier.accounts[0].accountNumber,
    failureKind: null,
  });
});

test("the customer's BVN/NIN already on another account: a failure to correct, with a reason in plain words", async () => {
  const first = await createUser(t);
  const values = kycValues();
  await submitKyc(t.app.ctx, first.userId, values);
  const second = await createUser(t);
  const { outcome } = await submitKyc(t.app.ctx, second.userId, values);
  expect(outcome).toEqual({ status: "failed", reason: RESERVATION_REASON.alreadyReserved });
  expect(await row(second.userId)).toMatchObject({ status: "failed", failureKind: "refused" });
  expect((await submitKyc(t.app.ctx, second.userId, kycValues())).outcome).toEqual({ status: "verified" });
});

test("a provider that stays down keeps the account pending with growing backoff", async () => {
  const u = await loggedInUser(t, { email: `ada+monnifydown.${Date.now()}@example.com` });
  await reserveTestAccount(t.app.ctx, u.id);
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

test("after the maximum attempts a transient failure becomes failed (unreachable); refresh still asks again", async () => {
  const u = await createUser(t, { email: `ada+monnifydown.${Date.now()}@example.com` });
  await reserveTestAccount(t.app.ctx, u.userId);
  await t.app.ctx.db
    .update(virtualAccounts)
    .set({ attempts: MAX_RESERVATION_ATTEMPTS - 1 })
    .where(eq(virtualAccounts.userId, u.userId));
  t.advance(retryDelayMs(1));
  await runJobNow();
  expect(await row(u.userId)).toMatchObject({
    status: "failed",
    failureKind: "unreachable",
    attempts: MAX_RESERVATION_ATTEMPTS,
    nextAttemptAt: null,
  });
  const [sub] = await t.app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, u.userId));
  expect(sub).toMatchObject({ status: "failed", failureReason: RESERVATION_REASON.unreachable });
  t.advance(10_000);
  const before = creates();
  expect(await refresh(u.token)).toMatchObject({
    virtual_account_status: "failed",
    virtual_account_failure: "unreachable",
    virtual_account_reason: RESERVATION_REASON.unreachable,
    message: ACCOUNT_MSG.unreachable,
    account_number: null,
  });
  expect(creates()).toBe(before + 1);
});

test("a refusal marks the account failed at once, refused: no retries, and refresh asks nothing", async () => {
  const u = await createUser(t, { email: `ada+monnifyreject.${Date.now()}@example.com` });
  await reserveTestAccount(t.app.ctx, u.userId);
  expect(await row(u.userId)).toMatchObject({
    status: "failed",
    failureKind: "refused",
    attempts: 1,
    nextAttemptAt: null,
    lastError: "Customer details could not be validated.",
  });
  t.advance(retryDelayMs(5));
  await runJobNow();
  expect((await row(u.userId)).attempts).toBe(1);
  const before = providerCalls.length;
  expect(await refresh(u.token)).toMatchObject({ virtual_account_status: "failed", message: ACCOUNT_MSG.refused });
  expect(providerCalls.length).toBe(before);
});

test("onEmailVerified never throws and asks nothing of the provider", async () => {
  const u = await createUser(t);
  const before = providerCalls.length;
  await expect(onEmailVerified(t.app.ctx, u.userId)).resolves.toBeUndefined();
  expect(providerCalls.length).toBe(before);
  expect(await findVirtualAccount(t.app.ctx, u.userId)).toBeNull();
});

test("a provider that cannot be reached at all leaves the reservation pending with the reason", async () => {
  const u = await createUser(t);
  const saved = monnifyTransport(t.app.ctx);
  setMonnifyTransport(t.app.ctx, { fetch: async () => Promise.reject(new Error("ECONNREFUSED")) });
  try {
    await reserveTestAccount(t.app.ctx, u.userId);
  } finally {
    setMonnifyTransport(t.app.ctx, { fetch: saved.fetch });
  }
  expect(await row(u.userId)).toMatchObject({ status: "pending", attempts: 1 });
  expect((await row(u.userId)).lastError).toMatch(/ECONNREFUSED/);
});

test("two job runs at once attempt a due row once (rows are claimed)", async () => {
  const u = await createUser(t, { email: `ada+monnifydown.${Date.now()}@example.com` });
  await reserveTestAccount(t.app.ctx, u.userId);
  t.advance(retryDelayMs(1));
  const reads = () => providerCalls.filter((c) => c.endsWith(`/reserved-accounts/${accountReferenceFor(u.userId)}`));
  const before = reads().length;
  await Promise.all([retryDueReservations(t.app.ctx), retryDueReservations(t.app.ctx)]);
  expect((await row(u.userId)).attempts).toBe(2);
  // A retry reads before it creates: one read for this customer means one attempt.
  expect(reads().length - before).toBe(1);
});

test("a row opened before the rule, without a BVN/NIN: the job leaves it, the customer is asked", async () => {
  const u = await createUser(t);
  await t.app.ctx.db.insert(virtualAccounts).values({
    userId: u.userId,
    accountReference: accountReferenceFor(u.userId),
    status: "pending",
    attempts: 3,
    nextAttemptAt: new Date(t.app.ctx.now().getTime() - 60_000),
  });
  await runJobNow();
  expect(await row(u.userId)).toMatchObject({ attempts: 3, status: "pending" });
  const before = providerCalls.length;
  expect(await refresh(u.token)).toMatchObject({ virtual_account_status: "none", message: ACCOUNT_MSG.none });
  expect(providerCalls.length).toBe(before);
  expect((await submitKyc(t.app.ctx, u.userId, kycValues())).outcome).toEqual({ status: "verified" });
});

test("refresh needs a token; login still works while the account is pending", async () => {
  expect((await t.app.inject({ method: "POST", url: "/api/account/refresh" })).statusCode).toBe(401);
  const u = await loggedInUser(t, { email: `ada+monnifydown.${Date.now()}@example.com` });
  await reserveTestAccount(t.app.ctx, u.id);
  expect((await row(u.id)).status).toBe("pending");
  const again = await post(t, "/api/login", { email: u.email, password: u.password });
  expect(again.statusCode).toBe(200);
});
