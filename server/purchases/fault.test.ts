import { eq, inArray, like } from "drizzle-orm";
import { journals, purchaseProviderRequests, transactions, vtpassSandboxTransactions } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { inProcessFetch, type FetchLike } from "../providers/in-process-fetch";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { runPurchaseRequeries } from "./requery-job";
import { customer, flushCallbacks, rid } from "./test-helpers";
import { setVtpassTransport } from "./vtpass-client";

jest.setTimeout(120_000);

/** A small seeded PRNG, so a failing run can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.FAULT_SEED ?? 20240611);
const PURCHASES = 240;

/**
 * Between the adapter and the simulator: a call may be lost before it arrives (the provider
 * never sees it), lost after (the provider acted, the answer is gone), or answered with garbage.
 */
function faultyTransport(inner: FetchLike, random: () => number, counts: Record<string, number>): FetchLike {
  return async (url, init) => {
    const r = random();
    if (r < 0.12) {
      counts.before++;
      throw new Error("ECONNRESET before the request was sent");
    }
    const res = await inner(url, init);
    if (r < 0.24) {
      counts.after++;
      throw new Error("socket hang up: answer lost");
    }
    if (r < 0.3) {
      counts.garbage++;
      return new Response("<html>Bad Gateway</html>", { status: 502 });
    }
    return res;
  };
}

describe(`fault injection (seed ${SEED})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every purchase must reach the faults here: runs of them would trip the circuit breaker (breaker.test.ts).
    t = await createTestApp({ VTPASS_TIMEOUT_MS: "200", BREAKER_FAILURES: "10000" });
    vtpassSimulator(t.app.ctx).settings.hangMs = 400; // the timeout scenario: just past the adapter's 200 ms
  });
  afterAll(async () => {
    await flushCallbacks(t);
    await t.close();
  });

  test("after the re-query job drains, every purchase is delivered or refunded exactly once, and the ledger balances", async () => {
    const random = mulberry32(SEED);
    const counts = { before: 0, after: 0, garbage: 0 };
    setVtpassTransport(t.app.ctx, faultyTransport(inProcessFetch(t.app, t.config.apiPublicUrl), random, counts));

    const people = await Promise.all(Array.from({ length: 6 }, () => customer(t, 50_000_000)));
    const funded = 50_000_000;
    const phones = [
      N.success,
      N.success,
      N.success,
      "08099999999",
      N.pendingAlias,
      N.pendingFailAlias,
      N.reverseAlias,
      N.unexpectedAlias,
      N.noAnswerAlias,
      N.timeoutAlias,
    ];
    const plan = Array.from({ length: PURCHASES }, (_, i) => ({
      who: people[i % people.length],
      body: {
        network: "mtn",
        phone: phones[Math.floor(random() * phones.length)],
        amount: 100 + Math.floor(random() * 20) * 50,
        request_id: rid(),
      },
    }));

    const answers: { status: number; body: { status?: string } }[] = [];
    for (let i = 0; i < plan.length; i += 8) {
      answers.push(...(await Promise.all(plan.slice(i, i + 8).map((p) => p.who.post("/api/pay/airtime", p.body)))));
    }
    // Every purchase got an answer and none was lost as a 500.
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(counts.before + counts.after + counts.garbage).toBeGreaterThan(20);

    // Hours pass: pending purchases settle, the simulator reverses some delivered ones (callback
    // through the same faults), and the reversal checks (48 h after delivery, a day more for lost answers) run.
    const sim = vtpassSimulator(t.app.ctx);
    for (let round = 0; round < 75; round++) {
      t.advance(3_600_000);
      await sim.settle();
      await flushCallbacks(t);
      while ((await runPurchaseRequeries(t.app.ctx)) > 0);
      await flushCallbacks(t);
    }
    const open = await t.app.ctx.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.status, "pending"));
    expect(open).toEqual([]);

    const rows = await t.app.ctx.db.select().from(transactions).where(eq(transactions.type, "purchase"));
    expect(rows).toHaveLength(PURCHASES);
    const statuses = new Set(rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual(["delivered", "failed", "reversed"]);

    // Exactly-once money movement per purchase, and agreement with what the provider did.
    const refundKeys = new Set(
      (
        await t.app.ctx.db
          .select({ key: journals.idempotencyKey })
          .from(journals)
          .where(like(journals.idempotencyKey, "refund:%"))
      ).map((j) => j.key),
    );
    const refundJournals = await t.app.ctx.db
      .select({ key: journals.idempotencyKey })
      .from(journals)
      .where(like(journals.idempotencyKey, "refund:%"));
    expect(refundJournals.length).toBe(refundKeys.size);
    const prs = await t.app.ctx.db
      .select()
      .from(purchaseProviderRequests)
      .where(
        inArray(
          purchaseProviderRequests.transactionId,
          rows.map((r) => r.id),
        ),
      );
    const simRows = await t.app.ctx.db.select().from(vtpassSandboxTransactions);
    const simStatus = new Map(simRows.map((s) => [s.requestId, s.status]));
    const prOf = new Map(prs.map((p) => [p.transactionId, p]));
    for (const r of rows) {
      const provider = simStatus.get(prOf.get(r.id)!.providerRequestId);
      if (r.status === "delivered") {
        expect(refundKeys.has(`refund:${r.id}`)).toBe(false);
        expect(provider).toBe("delivered");
      } else if (r.status === "reversed") {
        // Delivered first, then reversed by VTpass: refunded once, cashback taken back.
        expect(refundKeys.has(`refund:${r.id}`)).toBe(true);
        expect(provider).toBe("reversed");
        expect(r.details).toMatchObject({ refunded: true, delivered_at: expect.any(String) });
      } else {
        expect(refundKeys.has(`refund:${r.id}`)).toBe(true);
        expect(provider === undefined || provider === "failed" || provider === "reversed").toBe(true);
      }
      // Every check is over after 75 hours: failures and reversals at once, deliveries after the last reversal check.
      expect(prOf.get(r.id)!.nextCheckAt).toBeNull();
    }

    for (const p of people) {
      const mine = rows.filter((r) => r.userId === p.userId);
      const spent = mine.filter((r) => r.status === "delivered").reduce((s, r) => s + r.amount - r.cashbackKobo, 0);
      expect(await p.balance()).toBe(funded - spent);
    }
    const report = await checkLedger(t.app.ctx.db);
    expect(report).toMatchObject({ ok: true, balanceMismatches: [], unbalancedJournals: [], negativeAccounts: [] });
  });
});
