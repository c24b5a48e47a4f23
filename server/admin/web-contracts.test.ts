import type { z } from "zod";
import { eq } from "drizzle-orm";
import { transactions, webhookEvents } from "../db/schema";
import { customerWithAccount, GOOD_KYC_PAGE } from "../merchant/merchant-test-kit";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { flushCallbacks, rid } from "../purchases/test-helpers";
import { bearer, createUser, fundWallet } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import * as web from "../../lib/admin/admin-contracts";

/**
 * The admin pages read the API through their own schemas (lib/admin/admin-contracts.ts) and refuse
 * an answer of another shape. Here every admin read the web makes is answered by the real API over
 * data that fills every list and optional part, and parsed with the web's schema: a field the API
 * renames, drops or retypes fails here rather than on an admin's screen.
 */
jest.setTimeout(60_000);

let t: TestApp;
let adminToken: string;
const ids = { customer: "", delivered: "", pending: "", refunded: "" };

beforeAll(async () => {
  t = await createTestApp({ VTPASS_TIMEOUT_MS: "300" });
  adminToken = (await createUser(t, { isAdmin: true })).token;
  const c = await customerWithAccount(t);
  ids.customer = c.userId;
  const asCustomer = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: bearer(c.token), payload });
  expect((await asCustomer("/api/kyc/submit", GOOD_KYC_PAGE)).json()).toMatchObject({ kyc_status: "verified" });
  await fundWallet(t, c.userId, 50_000_00);
  for (const phone of [N.success, N.pendingAlias, "08099999999"]) {
    expect(
      (await asCustomer("/api/pay/airtime", { network: "mtn", phone, amount: 500, request_id: rid() })).statusCode,
    ).toBe(200);
  }
  await flushCallbacks(t);
  const rows = await t.app.ctx.db.select().from(transactions).where(eq(transactions.userId, c.userId));
  const purchase = (status: string) => rows.find((r) => r.type === "purchase" && r.status === status)!.id;
  ids.delivered = purchase("delivered");
  ids.pending = purchase("pending");
  ids.refunded = purchase("failed");
  await t.app.ctx.db.insert(webhookEvents).values([
    {
      provider: "monnify",
      transactionReference: "MNFY-CONTRACT-1",
      rawBody: "{}",
      signatureValid: true,
      outcome: "credited",
      amountKobo: 50_000_00,
      userId: c.userId,
    },
    {
      provider: "monnify",
      transactionReference: "MNFY-CONTRACT-2",
      rawBody: "{}",
      signatureValid: false,
      outcome: "rejected_signature",
      reason: "bad signature",
    },
  ]);
  // Audited actions: a requery of the pending purchase, a cashback rate, a suspension and back.
  const asAdmin = (method: "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(adminToken), payload });
  expect((await asAdmin("POST", `/api/admin/transactions/${ids.pending}/requery`)).statusCode).toBe(200);
  expect(
    (await asAdmin("PUT", "/api/admin/settings/cashback-rates", { service: "airtime", rate_percent: 1.5 })).statusCode,
  ).toBe(200);
  for (const status of ["suspended", "active"])
    expect((await asAdmin("POST", `/api/admin/customers/${c.userId}/status`, { status })).statusCode).toBe(200);
});
afterAll(async () => {
  await flushCallbacks(t);
  await t.close();
});

async function read<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const res = await t.app.inject({ method: "GET", url: `/api/admin/${path}`, headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  const parsed = schema.safeParse(res.json());
  if (!parsed.success) throw new Error(`${path}: the web's schema refuses the API's answer: ${parsed.error.message}`);
  return parsed.data;
}

test.each([
  ["user", web.adminUserAnswer],
  ["stats", web.statsAnswer],
  ["stats/series", web.statsSeriesAnswer],
  ["ledger-check", web.ledgerCheckAnswer],
  ["settings/cashback-rates", web.cashbackRatesAnswer],
  ["settings/services", web.serviceSwitchesAnswer],
  ["settings/providers", web.providerConfigAnswer],
] as const)("GET /api/admin/%s reads as the web expects", async (path, schema) => {
  await read(path, schema as z.ZodType);
});

test("the lists read as the web expects, with rows in each", async () => {
  expect((await read("transactions", web.transactionsAnswer)).transactions.length).toBeGreaterThan(0);
  expect((await read("customers", web.customersAnswer)).customers.length).toBeGreaterThan(0);
  expect((await read("virtual-accounts", web.virtualAccountsAnswer)).accounts.length).toBeGreaterThan(0);
  expect((await read("webhook-events", web.webhookLogAnswer)).events).toHaveLength(2);
  expect((await read("pending-purchases", web.pendingPurchasesAnswer)).purchases.map((p) => p.id)).toContain(
    ids.pending,
  );
  const audit = await read("audit-log", web.auditLogAnswer);
  expect(new Set(audit.entries.map((e) => e.action))).toEqual(
    new Set(["purchase.requery", "cashback_rate.set", "customer.status"]),
  );
});

test("the detail pages read as the web expects, with every part filled", async () => {
  const customer = await read(`customers/${ids.customer}`, web.customerDetailAnswer);
  expect(customer.kyc).not.toBeNull();
  expect(customer.virtual_account).not.toBeNull();
  const pending = await read(`transactions/${ids.pending}`, web.transactionDetailAnswer);
  expect(pending.provider).not.toBeNull();
  expect(pending.audit.length).toBeGreaterThan(0);
  const refunded = await read(`transactions/${ids.refunded}`, web.transactionDetailAnswer);
  expect(refunded.related.length).toBeGreaterThan(0);
  expect(refunded.ledger_entries.length).toBeGreaterThan(0);
  await read(`transactions/${ids.delivered}`, web.transactionDetailAnswer);
});
