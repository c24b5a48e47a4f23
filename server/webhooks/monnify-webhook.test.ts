import { and, eq } from "drizzle-orm";
import { transactions, webhookEvents } from "../db/schema";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { monnifyTransport, setMonnifyTransport, type DeliverWebhook } from "../providers/monnify/monnify-runtime";
import { monnifySignature } from "../providers/monnify/monnify-signature";
import type { FetchLike } from "../providers/in-process-fetch";
import { checkLedger } from "../wallet/ledger-check";
import { walletBalanceKobo } from "../wallet/ledger";
import { reserveTestAccount } from "../test/identity";

let t: TestApp;
let realDeliver: DeliverWebhook;
let realFetch: FetchLike;
/** Webhooks the simulator sent while `capture` is on (not delivered). */
const captured: { body: string; signature: string }[] = [];
let capture = true;

beforeAll(async () => {
  t = await createTestApp();
  realDeliver = monnifyTransport(t.app.ctx).deliverWebhook;
  realFetch = monnifyTransport(t.app.ctx).fetch;
  setMonnifyTransport(t.app.ctx, {
    deliverWebhook: async (d) => {
      if (!capture) return realDeliver(d);
      captured.push({ body: d.body, signature: d.signature });
      return { status: 200 };
    },
  });
});
afterAll(() => t.close());
afterEach(async () => {
  const report = await checkLedger(t.app.ctx.db);
  expect(report.balanceMismatches).toEqual([]);
  expect(report.unbalancedJournals).toEqual([]);
  expect(report.negativeAccounts).toEqual([]);
});

async function customerWithAccount() {
  const u = await createUser(t);
  const account = await reserveTestAccount(t.app.ctx, u.userId);
  expect(account.status).toBe("active");
  return { ...u, account };
}

/** A transfer recorded by the simulator; its webhook is captured, not delivered. */
async function simulatorTransfer(accountReference: string, amount: string, paymentStatus = "PAID") {
  const basic = Buffer.from(`${t.config.MONNIFY_API_KEY}:${t.config.MONNIFY_SECRET_KEY}`).toString("base64");
  const before = captured.length;
  const res = await t.app.inject({
    method: "POST",
    url: "/sandbox/monnify/simulate/transfer",
    headers: { authorization: `Basic ${basic}` },
    payload: { accountReference, amount, paymentStatus },
  });
  expect(res.statusCode).toBe(200);
  const transactionReference: string = res.json().responseBody.transactionReference;
  return { transactionReference, webhook: captured.length > before ? captured[captured.length - 1] : null };
}

function sign(body: string) {
  return monnifySignature(body, t.config.MONNIFY_SECRET_KEY);
}

function deliver(body: string, signature: string | null = sign(body)) {
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/monnify",
    headers: { "content-type": "application/json", ...(signature === null ? {} : { "monnify-signature": signature }) },
    payload: body,
  });
}

function eventBody(over: {
  transactionReference: string;
  accountReference: string;
  amountPaid: number | string;
  productType?: string;
  eventType?: string;
}) {
  return JSON.stringify({
    eventType: over.eventType ?? "SUCCESSFUL_TRANSACTION",
    eventData: {
      product: { reference: over.accountReference, type: over.productType ?? "RESERVED_ACCOUNT" },
      transactionReference: over.transactionReference,
      paymentReference: `P${over.transactionReference}`,
      paidOn: "2026-11-17 11:28:42.615",
      amountPaid: over.amountPaid,
      totalPayable: over.amountPaid,
      paymentMethod: "ACCOUNT_TRANSFER",
      currency: "NGN",
      paymentStatus: "PAID",
      customer: { name: "Ada", email: "ada@example.com" },
    },
  });
}

async function events(transactionReference: string) {
  return t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.transactionReference, transactionReference));
}

async function fundingRows(userId: string) {
  return t.app.ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.type, "funding")));
}

const balance = (userId: string) => walletBalanceKobo(t.app.ctx.db, userId);

test("a simulated transfer arrives as a signed webhook and credits the wallet once, in exact kobo", async () => {
  const c = await customerWithAccount();
  capture = false;
  try {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/sandbox/simulate-transfer",
      headers: bearer(c.token),
      payload: { amount: "2500.75" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Transfer simulated. Your wallet will be credited shortly.",
      transaction_reference: expect.stringMatching(/^MNFY\|/),
    });
    const ref = res.json().transaction_reference;
    expect(await balance(c.userId)).toBe(250075);
    const rows = await fundingRows(c.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 250075, status: "successful", reference: ref, service: "wallet_funding" });
    const ev = await events(ref);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({
      outcome: "credited",
      signatureValid: true,
      amountKobo: 250075,
      userId: c.userId,
      eventType: "SUCCESSFUL_TRANSACTION",
    });
    expect(JSON.parse(ev[0].rawBody).eventData.transactionReference).toBe(ref);
  } finally {
    capture = true;
  }
});

test("a bad signature answers 401, credits nothing, and the event is kept", async () => {
  const c = await customerWithAccount();
  const { transactionReference, webhook } = await simulatorTransfer(c.account.accountReference, "1000");
  expect(webhook).not.toBeNull();

  const forged = await deliver(webhook!.body, "0".repeat(128));
  expect(forged.statusCode).toBe(401);
  expect(forged.json()).toEqual({ message: "Invalid signature." });
  const missing = await deliver(webhook!.body, null);
  expect(missing.statusCode).toBe(401);
  const short = await deliver(webhook!.body, "abc");
  expect(short.statusCode).toBe(401);
  // A real signature over different bytes (the amount raised) is no signature for these bytes.
  const tampered = webhook!.body.replace('"amountPaid":1000', '"amountPaid":1000000');
  expect(tampered).not.toBe(webhook!.body);
  expect((await deliver(tampered, webhook!.signature)).statusCode).toBe(401);

  expect(await balance(c.userId)).toBe(0);
  expect(await fundingRows(c.userId)).toHaveLength(0);
  const ev = await events(transactionReference);
  expect(ev).toHaveLength(4);
  for (const e of ev) expect(e).toMatchObject({ outcome: "rejected_signature", signatureValid: false });
  expect(ev.map((e) => e.rawBody)).toContain(tampered);

  // The genuine delivery still credits afterwards.
  expect((await deliver(webhook!.body, webhook!.signature)).statusCode).toBe(200);
  expect(await balance(c.userId)).toBe(100000);
});

test("the same signed event delivered 20 times in parallel credits once", async () => {
  // On PGlite the deliveries interleave on one connection; on PostgreSQL (CI) they truly race.
  const c = await customerWithAccount();
  const { transactionReference, webhook } = await simulatorTransfer(c.account.accountReference, "750.50");
  const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(webhook!.body, webhook!.signature)));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
  expect(await balance(c.userId)).toBe(75050);
  expect(await fundingRows(c.userId)).toHaveLength(1);
  const ev = await events(transactionReference);
  expect(ev).toHaveLength(20);
  expect(ev.filter((e) => e.outcome === "credited")).toHaveLength(1);
  expect(ev.filter((e) => e.outcome === "duplicate")).toHaveLength(19);

  // Replayed later, still nothing more.
  const later = await deliver(webhook!.body, webhook!.signature);
  expect(later.statusCode).toBe(200);
  expect(await balance(c.userId)).toBe(75050);
  expect(usingPostgres() ? "postgres" : "pglite").toBe(t.app.ctx.dbKind);
});

test("an event the provider does not confirm as PAID credits nothing", async () => {
  const c = await customerWithAccount();
  const { transactionReference, webhook } = await simulatorTransfer(c.account.accountReference, "5000", "PENDING");
  expect(webhook).toBeNull(); // Monnify only notifies successful payments
  const res = await deliver(
    eventBody({ transactionReference, accountReference: c.account.accountReference, amountPaid: 5000 }),
  );
  expect(res.statusCode).toBe(200);
  expect(await balance(c.userId)).toBe(0);
  const [e] = await events(transactionReference);
  expect(e.outcome).toBe("unconfirmed");
  expect(e.reason).toMatch(/PENDING/);
});

test("an event whose amount differs from the provider's record credits nothing", async () => {
  const c = await customerWithAccount();
  const { transactionReference } = await simulatorTransfer(c.account.accountReference, "100");
  const res = await deliver(
    eventBody({ transactionReference, accountReference: c.account.accountReference, amountPaid: 1000 }),
  );
  expect(res.statusCode).toBe(200);
  expect(await balance(c.userId)).toBe(0);
  expect((await events(transactionReference))[0]).toMatchObject({
    outcome: "unconfirmed",
    reason: expect.stringMatching(/confirms 100.00 naira/),
  });
});

test("an event the provider has never heard of credits nothing", async () => {
  const c = await customerWithAccount();
  const ref = `MNFY|99|20261117112842|${Date.now() % 1e6}`;
  const res = await deliver(
    eventBody({ transactionReference: ref, accountReference: c.account.accountReference, amountPaid: 999 }),
  );
  expect(res.statusCode).toBe(200);
  expect(await balance(c.userId)).toBe(0);
  expect((await events(ref))[0]).toMatchObject({
    outcome: "unconfirmed",
    reason: "Monnify does not know this transaction.",
  });
});

test("an event that names one customer's account for another's payment credits nobody", async () => {
  const victim = await customerWithAccount();
  const payer = await customerWithAccount();
  const { transactionReference } = await simulatorTransfer(payer.account.accountReference, "300");
  const res = await deliver(
    eventBody({ transactionReference, accountReference: victim.account.accountReference, amountPaid: 300 }),
  );
  expect(res.statusCode).toBe(200);
  expect(await balance(victim.userId)).toBe(0);
  expect(await balance(payer.userId)).toBe(0);
  expect((await events(transactionReference))[0]).toMatchObject({
    outcome: "unconfirmed",
    reason: "Monnify says the payment went to another account.",
  });
});

test("an event for an unknown account credits nothing and is kept", async () => {
  const ref = `MNFY|99|20261117112842|U${Date.now() % 1e6}`;
  const res = await deliver(
    eventBody({ transactionReference: ref, accountReference: "NWNOSUCHACCOUNT", amountPaid: 500 }),
  );
  expect(res.statusCode).toBe(200);
  expect((await events(ref))[0]).toMatchObject({
    outcome: "unknown_account",
    signatureValid: true,
    amountKobo: 50000,
    userId: null,
  });
});

test("when the provider cannot confirm, the event is kept unconfirmed, answered 503, and a redelivery credits it", async () => {
  const c = await customerWithAccount();
  const { transactionReference, webhook } = await simulatorTransfer(c.account.accountReference, "42.10");
  setMonnifyTransport(t.app.ctx, {
    fetch: (url, init) =>
      url.includes("/api/v2/transactions/")
        ? Promise.resolve(new Response("busy", { status: 503 }))
        : realFetch(url, init),
  });
  try {
    const res = await deliver(webhook!.body, webhook!.signature);
    expect(res.statusCode).toBe(503);
  } finally {
    setMonnifyTransport(t.app.ctx, { fetch: realFetch });
  }
  expect(await balance(c.userId)).toBe(0);
  expect((await events(transactionReference))[0]).toMatchObject({
    outcome: "unconfirmed",
    reason: expect.stringMatching(/Could not confirm/),
  });
  expect((await deliver(webhook!.body, webhook!.signature)).statusCode).toBe(200);
  expect(await balance(c.userId)).toBe(4210);
});

test("an unknown invoice is recorded as unknown_account, other event types as ignored; malformed signed bodies as invalid", async () => {
  const ref = `MNFY|99|20261117112842|I${Date.now() % 1e6}`;
  expect(
    (
      await deliver(
        eventBody({ transactionReference: ref, accountReference: "INV-1", amountPaid: 10, productType: "INVOICE" }),
      )
    ).statusCode,
  ).toBe(200);
  expect((await events(ref))[0]).toMatchObject({ outcome: "unknown_account" });

  const ref2 = `${ref}-2`;
  expect(
    (
      await deliver(
        eventBody({ transactionReference: ref2, accountReference: "X", amountPaid: 10, eventType: "SETTLEMENT" }),
      )
    ).statusCode,
  ).toBe(200);
  expect((await events(ref2))[0]).toMatchObject({ outcome: "ignored", eventType: "SETTLEMENT" });

  const notJson = "{not json";
  expect((await deliver(notJson)).statusCode).toBe(200);
  const noRef = JSON.stringify({ eventType: "SUCCESSFUL_TRANSACTION", eventData: { amountPaid: "abc" } });
  expect((await deliver(noRef)).statusCode).toBe(200);
  const stored = await t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.outcome, "invalid"));
  expect(stored.map((s) => s.rawBody)).toEqual(expect.arrayContaining([notJson, noRef]));

  const badAmount = eventBody({ transactionReference: `${ref}-3`, accountReference: "X", amountPaid: "12.345" });
  expect((await deliver(badAmount)).statusCode).toBe(200);
  expect((await events(`${ref}-3`))[0]).toMatchObject({ outcome: "invalid" });
});

describe("POST /api/sandbox/simulate-transfer", () => {
  test("validates the amount (422 with field errors)", async () => {
    const c = await customerWithAccount();
    // A huge amount is too large, not "at most 2 decimal places" (it is too long to read as a plain amount).
    for (const [amount, message] of [
      [0, "The amount must be greater than 0."],
      ["-5", "The amount must be greater than 0."],
      ["-99999999999999", "The amount must be greater than 0."],
      ["12.345", "The amount must be a number with at most 2 decimal places."],
      ["abc", "The amount must be a number with at most 2 decimal places."],
      [10_000_000.01, "The amount may not be greater than 10,000,000."],
      ["10000000.01", "The amount may not be greater than 10,000,000."],
      ["99999999999999", "The amount may not be greater than 10,000,000."],
      [99999999999999, "The amount may not be greater than 10,000,000."],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/sandbox/simulate-transfer",
        headers: bearer(c.token),
        payload: { amount },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message, errors: { amount: [message] } });
    }
    expect(await balance(c.userId)).toBe(0);
  });

  test("refuses while the account is pending, and without a token", async () => {
    const u = await createUser(t, { email: `ada+monnifydown.${Date.now()}@example.com` });
    expect((await reserveTestAccount(t.app.ctx, u.userId)).status).toBe("pending");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/sandbox/simulate-transfer",
      headers: bearer(u.token),
      payload: { amount: 100 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/not ready yet/);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/sandbox/simulate-transfer", payload: { amount: 100 } }))
        .statusCode,
    ).toBe(401);
  });
});
