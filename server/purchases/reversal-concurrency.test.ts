import { deliverNotifications } from "../notifications/deliver-job";
import { eq, inArray, like } from "drizzle-orm";
import { journals, mailOutbox } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { runPurchaseRequeries } from "./requery-job";
import { settleReversal } from "./settle-reversed";
import { customer, flushCallbacks, rid, rowsOf } from "./test-helpers";
import { vtpassFor } from "./vtpass-client";

jest.setTimeout(120_000);

// Real row locks and parallel connections need PostgreSQL: CI runs this with TEST_DATABASE_URL set.
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres("reversals racing on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VTPASS_TIMEOUT_MS: "5000" });
  });
  afterAll(async () => {
    await flushCallbacks(t);
    await t.close();
  });

  test("callbacks delivered several times at once, the re-query job's checks and direct settling race: each reversal refunds once", async () => {
    const sim = vtpassSimulator(t.app.ctx);
    const callbacks: object[] = [];
    sim.settings.deliver = async (_url, payload) => {
      callbacks.push(payload as object);
    };
    const people = await Promise.all(Array.from({ length: 6 }, () => customer(t, 1_000_000)));
    const bought = await Promise.all(
      people.flatMap((p) =>
        [1000, 500].map(async (amount) => {
          const res = await p.post("/api/pay/airtime", {
            network: "mtn",
            phone: N.reverseAlias,
            amount,
            request_id: rid(),
          });
          expect(res.body.status).toBe("success");
          return { id: res.body.transaction.id as string, reference: res.body.transaction_reference as string };
        }),
      ),
    );
    // VTpass reverses them all; an hour later the reversal checks are due too.
    t.advance(sim.settings.reverseAfterMs + 1);
    await sim.settle();
    await sim.flush();
    expect(callbacks).toHaveLength(bought.length);
    t.advance(3_600_000);

    const post = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/webhooks/vtpass", payload }).then((r) => r.statusCode);
    const [statuses] = await Promise.all([
      Promise.all(callbacks.flatMap((cb) => [post(cb), post(cb), post(cb)])),
      runPurchaseRequeries(t.app.ctx),
      runPurchaseRequeries(t.app.ctx),
      ...bought.map(async (b) => settleReversal(t.app.ctx, b.id, await vtpassFor(t.app.ctx).requery(b.reference))),
    ]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    sim.settings.deliver = null;

    const ids = bought.map((b) => b.id);
    const refunds = await t.app.ctx.db
      .select({ key: journals.idempotencyKey })
      .from(journals)
      .where(like(journals.idempotencyKey, "refund:%"));
    const mine = refunds.filter((r) => ids.includes(r.key.slice("refund:".length)));
    expect(mine).toHaveLength(bought.length);
    expect(new Set(mine.map((r) => r.key)).size).toBe(bought.length);
    await deliverNotifications(t.app.ctx);
    for (const p of people) {
      expect(await p.balance()).toBe(1_000_000);
      const purchases = await rowsOf(t, p.userId, "purchase");
      expect(purchases.map((r) => r.status)).toEqual(["reversed", "reversed"]);
      expect(await rowsOf(t, p.userId, "refund")).toHaveLength(2);
      expect((await rowsOf(t, p.userId, "cashback")).map((r) => r.status)).toEqual(["reversed", "reversed"]);
      const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, p.email));
      expect(mails.filter((m) => m.subject.includes("was reversed"))).toHaveLength(2);
    }
    const refundRows = await t.app.ctx.db
      .select({ key: journals.idempotencyKey })
      .from(journals)
      .where(
        inArray(
          journals.idempotencyKey,
          ids.map((id) => `refund:${id}`),
        ),
      );
    expect(refundRows).toHaveLength(bought.length);
    const report = await checkLedger(t.app.ctx.db);
    expect(report).toMatchObject({ ok: true, negativeAccounts: [] });
  });
});
