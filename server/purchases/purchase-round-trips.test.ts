import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { and, eq } from "drizzle-orm";
import { lowBalanceThresholds, notifications } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { customer, rid } from "./test-helpers";

/**
 * What one delivered purchase sends to the database (issue 21 point 1: each round trip costs the
 * API and PostgreSQL more than the row it writes). Counted, not timed: the query builder's log of
 * a purchase after the customer's first (which looks up the ledger accounts once per process). The
 * VTpass sandbox answering in-process writes its own row, left out.
 */

const statements: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { logQuery: (query) => statements.push(query) } });
});
afterAll(() => t.close());

const ours = () => statements.filter((s) => !/vtpass_sandbox/.test(s)).map((s) => s.replace(/\s+/g, " ").trim());
const airtime = () => ({ network: "mtn", phone: "08011111111", amount: 100, request_id: rid() });

test("a delivered purchase: the token, its facts, the debit, the settlement; one statement each", async () => {
  const c = await customer(t, 1_000_000);
  expect((await c.post("/api/pay/airtime", airtime())).status).toBe(200);
  statements.length = 0;
  const bought = await c.post("/api/pay/airtime", airtime());
  expect(bought.body).toMatchObject({ status: "success", cashback_amount: 2 });
  const sent = ours();
  expect(sent).toHaveLength(4);
  expect(sent[0]).toMatch(/^SELECT auth_token_session\(/);
  expect(sent[1]).toMatch(/^SELECT purchase_facts\(/);
  expect(sent[2]).toMatch(/^SELECT purchase_debit\(/);
  expect(sent[3]).toMatch(/^SELECT purchase_settle_delivered\(/);
});

test("a replay is answered from the facts' statement and the earlier purchase's reads, debiting nothing", async () => {
  const c = await customer(t, 1_000_000);
  const body = airtime();
  expect((await c.post("/api/pay/airtime", body)).status).toBe(200);
  statements.length = 0;
  const again = await c.post("/api/pay/airtime", body);
  expect(again.status).toBe(200);
  expect(ours().some((s) => /purchase_debit|purchase_settle/.test(s))).toBe(false);
});

test("a debit that crosses the customer's low-balance alert records it with the debit (notification_record)", async () => {
  const c = await customer(t, 150_000);
  await t.app.ctx.db.insert(lowBalanceThresholds).values({ userId: c.userId, thresholdKobo: 100_000 });
  statements.length = 0;
  expect((await c.post("/api/pay/airtime", { ...airtime(), amount: 600 })).body.status).toBe("success");
  const sent = ours();
  const debit = sent.findIndex((s) => /purchase_debit/.test(s));
  expect(sent[debit + 1]).toMatch(/notification_record/);
  const [alert] = await t.app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, c.userId), eq(notifications.type, "low_balance")));
  expect(alert.data).toEqual({ balance_kobo: 90_000, threshold_kobo: 100_000 });
});
