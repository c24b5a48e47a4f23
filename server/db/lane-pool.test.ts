import { sql } from "drizzle-orm";
import { createTestApp, openTestDatabase, usingPostgres, type TestApp } from "../test/test-app";
import { customer, flushCallbacks, rid } from "../purchases/test-helpers";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { transactions } from "./schema";
import type { Database, Db } from "./client";
import { asPurchaseWork } from "./purchase-lane";
import { PURCHASE_QUEUE_FULL_MESSAGE } from "../http/purchase-lane-hook";

jest.setTimeout(60_000);

// The gate is in front of pg's pool: PostgreSQL only (PGlite has one connection and no gate).
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

/** A promise the test resolves when it chooses. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Waits for a condition of the process's own state (not for time): fails if it never comes. */
async function until(what: string, condition: () => boolean) {
  for (let i = 0; i < 2000 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!condition()) throw new Error(`never came: ${what}`);
}

/**
 * Takes every slot of the purchases' gate: one purchase-lane transaction per slot, each holding its
 * connection until `release`. Resolves once all of them hold one.
 */
async function holdEveryPurchaseSlot(database: Database) {
  const gate = database.purchaseGate!;
  const letGo = deferred();
  const holding: Promise<void>[] = [];
  const done = Array.from({ length: gate.stats().capacity }, () => {
    const holds = deferred();
    holding.push(holds.promise);
    return asPurchaseWork(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        holds.resolve();
        await letGo.promise;
      }),
    );
  });
  await Promise.all(holding);
  expect(gate.stats()).toMatchObject({ held: gate.stats().capacity, waitingNew: 0 });
  return async () => {
    letGo.resolve();
    await Promise.all(done);
  };
}

/** A query as purchase work, noting when it has its answer. */
function purchaseQuery(db: Db) {
  const state = { done: false };
  const finished = asPurchaseWork(() => db.execute(sql`select 1`)).then(() => {
    state.done = true;
  });
  return { state, finished };
}

describeOnPostgres("the purchases' gate on PostgreSQL's pool", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ poolSize: 5 })); // 3 reserved: 2 slots for purchases
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  test("with every purchase slot held and purchases queued, reads still get connections at once", async () => {
    const gate = database.purchaseGate!;
    expect(gate.stats().capacity).toBe(2);
    const release = await holdEveryPurchaseSlot(database);
    const queued = purchaseQuery(database.db);
    try {
      await until("the purchase waits at the gate", () => gate.stats().waitingNew === 1);
      // As many reads at once as the reserve, each on its own connection (pg_sleep keeps them apart).
      const reads = await Promise.all(
        [1, 2, 3].map(() => database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)),
      );
      expect(new Set(reads.map((r) => (r.rows[0] as { pid: number }).pid)).size).toBe(3);
      expect(queued.state.done).toBe(false);
      expect(gate.stats()).toMatchObject({ held: 2, waitingNew: 1 });
    } finally {
      await release();
    }
    await queued.finished;
    expect(gate.stats()).toMatchObject({ held: 0, waitingNew: 0, waitingContinuing: 0 });
  });

  test("purchase work that holds a connection and asks for another is not gated again (no waiting on itself)", async () => {
    const gate = database.purchaseGate!;
    const release = await holdEveryPurchaseSlot(database);
    await release();
    // One slot taken by another purchase, the other by this one's transaction: the nested query passes.
    const other = deferred();
    const otherHolds = deferred();
    const otherDone = asPurchaseWork(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        otherHolds.resolve();
        await other.promise;
      }),
    );
    await otherHolds.promise;
    const nested = await asPurchaseWork(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        expect(gate.stats().held).toBe(2);
        return database.db.execute(sql`select 42 as n`);
      }),
    );
    expect(nested.rows[0]).toEqual({ n: 42 });
    other.resolve();
    await otherDone;
    expect(gate.stats().held).toBe(0);
  });

  test("a slot is given back when the query fails", async () => {
    const gate = database.purchaseGate!;
    await expect(asPurchaseWork(() => database.db.execute(sql`select 1/0`))).rejects.toThrow();
    await expect(
      asPurchaseWork(() =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1/0`);
        }),
      ),
    ).rejects.toThrow();
    expect(gate.stats()).toMatchObject({ held: 0, waitingNew: 0 });
  });
});

describeOnPostgres("a customer's reads during a storm of purchases (the API on PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PURCHASE_QUEUE_MAX: "1" });
  });
  afterAll(async () => {
    await flushCallbacks(t);
    await t.close();
  });

  const airtime = () => ({ network: "mtn", phone: N.success, amount: 100, request_id: rid() });

  test("purchases saturate their gate: the dashboard's and history's reads answer, the waiting purchase completes after", async () => {
    const gate = t.database.purchaseGate!;
    const c = await customer(t, 100_000);
    const release = await holdEveryPurchaseSlot(t.database);
    let answered = false;
    const buying = c.post("/api/pay/airtime", airtime()).then((r) => {
      answered = true;
      return r;
    });
    try {
      await until("the purchase waits at the gate", () => gate.stats().waitingNew === 1);
      for (const path of ["/api/user", "/api/services", "/api/transactions?page=1&per_page=8"])
        expect((await c.get(path)).status).toBe(200);
      expect(answered).toBe(false);
    } finally {
      await release();
    }
    const bought = await buying;
    expect(bought.status).toBe(200);
    expect(bought.body.status).toBe("success");
  });

  test("one purchase more than the queue's bound is refused 503 before anything is written; the queued one completes", async () => {
    const gate = t.database.purchaseGate!;
    const c = await customer(t, 100_000);
    const release = await holdEveryPurchaseSlot(t.database);
    const first = c.post("/api/pay/airtime", airtime());
    const refusedBody = airtime();
    try {
      await until("the first purchase waits at the gate", () => gate.stats().waitingNew === 1);
      const refused = await c.post("/api/pay/airtime", refusedBody);
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ message: PURCHASE_QUEUE_FULL_MESSAGE });
    } finally {
      await release();
    }
    expect((await first).status).toBe(200);
    const rows = await t.app.ctx.db.select({ requestId: transactions.requestId }).from(transactions);
    expect(rows.map((r) => r.requestId)).not.toContain(refusedBody.request_id);
    // Sent again once the queue has room, the refused request is bought (once).
    const retried = await c.post("/api/pay/airtime", refusedBody);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe("success");
  });
});
