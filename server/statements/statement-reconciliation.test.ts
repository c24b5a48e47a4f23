import fc from "fast-check";
import type { Database } from "../db/client";
import { createUser } from "../test/fixtures";
import { openTestDatabase, usingPostgres } from "../test/test-app";
import { InsufficientFundsError, walletBalanceKobo } from "../wallet/ledger";
import { lagosDayWindow } from "../wallet/lagos-day";
import { openReadSnapshot } from "./read-snapshot";
import { readStatement } from "./statement-reader";
import { drain, move } from "./statement-test-kit";

jest.setTimeout(180_000);

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ poolSize: 20 }));
});
afterAll(async () => {
  await database.close();
  await drop();
});

const todayRange = () => {
  const day = lagosDayWindow(new Date()).day;
  return { from: `${day.slice(0, 8)}01`, to: day };
};

/** A statement read in one snapshot: opening + movements = closing = the wallet's balance in that snapshot. */
async function reconciled(userId: string) {
  const snapshot = await openReadSnapshot(database.db);
  try {
    const statement = await readStatement(snapshot.tx, userId, todayRange());
    const { endKobo, count } = await drain(statement);
    const s = statement.summary;
    expect(endKobo).toBe(s.closingKobo);
    expect(s.closingKobo).toBe(s.walletBalanceKobo);
    expect(count).toBe(s.movements);
    expect(s.creditKobo - s.debitKobo).toBe(s.closingKobo - s.openingKobo);
    return s;
  } finally {
    await snapshot.release();
  }
}

const op = fc.oneof(
  fc.record({ kind: fc.constant("funding" as const), kobo: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ kind: fc.constant("purchase" as const), kobo: fc.integer({ min: 1, max: 3_000_000 }) }),
  fc.record({ kind: fc.constant("refund" as const), which: fc.nat() }),
  fc.record({ kind: fc.constant("cashback" as const), kobo: fc.integer({ min: 1, max: 50_000 }) }),
);

test("over random fundings, purchases, refunds and cashback, the statement reconciles to the kobo", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
      const { userId } = await createUser(database.db);
      const purchases: number[] = [];
      const refunded = new Set<number>();
      let expected = 0;
      for (const [i, o] of ops.entries()) {
        const key = `${userId}:${i}`;
        if (o.kind === "refund") {
          const open = purchases.map((_, p) => p).filter((p) => !refunded.has(p));
          if (!open.length) continue;
          const p = open[o.which % open.length];
          refunded.add(p);
          await move(database.db, userId, "refund", purchases[p], `refund:${key}`);
          expected += purchases[p];
        } else if (o.kind === "purchase") {
          try {
            await move(database.db, userId, "purchase", o.kobo, `purchase:${key}`);
            purchases.push(o.kobo);
            expected -= o.kobo;
          } catch (err) {
            if (!(err instanceof InsufficientFundsError)) throw err;
          }
        } else {
          await move(database.db, userId, o.kind, o.kobo, `${o.kind}:${key}`);
          expected += o.kobo;
        }
      }
      const s = await reconciled(userId);
      expect(s.closingKobo).toBe(expected);
      expect(s.closingKobo).toBe(await walletBalanceKobo(database.db, userId));
    }),
    { numRuns: usingPostgres() ? 15 : 10 },
  );
});

const describePg = usingPostgres() ? describe : describe.skip;

// Real parallelism needs separate connections: PGlite has one (run with TEST_DATABASE_URL).
describePg("statements made while purchases run (PostgreSQL)", () => {
  test("every statement taken mid-flight reconciles to the balance of its own instant", async () => {
    const { userId } = await createUser(database.db);
    await move(database.db, userId, "funding", 1_000_000, `seed:${userId}`);
    let stop = false;
    const buyers = Array.from({ length: 8 }, async (_, b) => {
      let n = 0;
      let bought = 0;
      while (!stop) {
        try {
          await move(database.db, userId, "purchase", 1_00 + b, `race:${userId}:${b}:${n++}`);
          bought++;
          if (n % 3 === 0) await move(database.db, userId, "cashback", 7, `race-cb:${userId}:${b}:${n}`);
        } catch (err) {
          if (!(err instanceof InsufficientFundsError)) throw err;
        }
      }
      return bought;
    });
    const seen = new Set<number>();
    for (let i = 0; i < 15; i++) seen.add((await reconciled(userId)).closingKobo);
    stop = true;
    const bought = (await Promise.all(buyers)).reduce((a, b) => a + b, 0);
    expect(bought).toBeGreaterThan(0);
    // The statements did see the balance move under them, and each one still reconciled.
    expect(seen.size).toBeGreaterThan(1);
    const last = await reconciled(userId);
    expect(last.closingKobo).toBe(await walletBalanceKobo(database.db, userId));
  });
});
