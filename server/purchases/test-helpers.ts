import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect } from "@jest/globals";
import { and, eq, like } from "drizzle-orm";
import { journals, transactions } from "../db/schema";
import { bearer, createUser, fundWallet, withPin, type CreateUserOptions } from "../test/fixtures";
import { createTestApp, type TestApp, SHORT_VTPASS_TIMEOUT_MS } from "../test/test-app";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { walletBalanceKobo } from "../wallet/ledger";
import { checkLedger } from "../wallet/ledger-check";
import { SANDBOX_NUMBERS } from "../providers/vtpass/vtpass-sandbox-scenarios";

/** The five purchase calls: the debits that carry the transaction PIN. */
export const PURCHASE_PATH =
  /^\/api\/(pay\/airtime|data\/purchase|electricity\/purchase|paytv\/purchase|exampin\/purchase)$/;

/**
 * A customer with a funded wallet and the fixture transaction PIN, and a way to call the API as
 * them: a purchase (PURCHASE_PATH) carries the PIN unless its body names its own `pin`.
 */
export async function customer(t: TestApp, kobo: number, opts: CreateUserOptions = {}) {
  const u = await createUser(t, opts);
  if (kobo > 0) await fundWallet(t, u.userId, kobo, { history: false });
  const call = async (method: "GET" | "POST" | "PUT", url: string, payload?: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url, headers: bearer(u.token), payload });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    ...u,
    get: (url: string) => call("GET", url),
    post: (url: string, payload: Record<string, unknown>) =>
      call("POST", url, PURCHASE_PATH.test(url) ? withPin(payload) : payload),
    put: (url: string, payload: Record<string, unknown>) => call("PUT", url, payload),
    balance: () => walletBalanceKobo(t.app.ctx.db, u.userId),
    history: () => t.app.ctx.db.select().from(transactions).where(eq(transactions.userId, u.userId)),
  };
}

export const rid = (prefix = "AIRTIME_") => `${prefix}${Date.now()}_${randomBytes(4).toString("hex")}`;

/** POST /api/exampin/purchase's body for two WAEC result-checker cards (₦3,900 each), to the sandbox's delivering phone. */
export const waecTwoCards = () => ({
  exam_type: "WAEC",
  variation_id: "waecdirect",
  amount: 3900,
  phone: SANDBOX_NUMBERS.success,
  quantity: 2,
  request_id: rid("EXAMPIN_"),
});

/** How many journals of a kind exist for a purchase (e.g. refund:<id>). */
export async function journalCount(t: TestApp, key: string) {
  return (await t.app.ctx.db.select({ id: journals.id }).from(journals).where(like(journals.idempotencyKey, key)))
    .length;
}

export async function rowsOf(t: TestApp, userId: string, type: "purchase" | "refund" | "cashback") {
  return t.app.ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.type, type)));
}

/** Waits for the simulator's callbacks (and the webhook work they trigger) to finish. */
export const flushCallbacks = (t: TestApp) => vtpassSimulator(t.app.ctx).flush();

/**
 * One API (VTpass answers time out after 300 ms) and one customer with ₦100,000 for a suite of
 * purchase route tests; callbacks are awaited and the ledger must balance at the end.
 */
export function fundedCustomerSuite() {
  let t: TestApp;
  let c: Awaited<ReturnType<typeof customer>>;
  beforeAll(async () => {
    t = await createTestApp({ VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS });
    c = await customer(t, 10_000_000);
  });
  afterAll(async () => {
    await flushCallbacks(t);
    expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
    await t.close();
  });
  return {
    get: (url: string) => c.get(url),
    post: (url: string, payload: Record<string, unknown>) => c.post(url, payload),
    balance: () => c.balance(),
  };
}
