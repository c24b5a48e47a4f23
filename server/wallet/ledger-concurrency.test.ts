import { eq } from "drizzle-orm";
import { journals } from "../db/schema";
import type { Database } from "../db/client";
import { openTestDatabase, usingPostgres } from "../test/test-app";
import { createUser, fundWallet } from "../test/fixtures";
import { InsufficientFundsError, postJournal, systemAccount, walletAccountFor, walletBalanceKobo } from "./ledger";
import { checkLedger } from "./ledger-check";

jest.setTimeout(30_000);

// Real parallelism needs separate connections: PGlite has one. CI runs this file on PostgreSQL
// (scripts/test-all.sh with TEST_DATABASE_URL set).
const describePg = usingPostgres() ? describe : describe.skip;

describePg("ledger under concurrent load (PostgreSQL)", () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ poolSize: 20 }));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  test("40 parallel debits of 100 naira against 1,500 naira: exactly 15 succeed, never negative", async () => {
    const db = database.db;
    const { userId } = await createUser(db);
    await fundWallet(db, userId, 150_000, { history: false });
    const bills = await systemAccount(db, "bills_payable");
    const wallet = await walletAccountFor(db, userId);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction(async (tx) => {
          const w = await walletAccountFor(tx, userId);
          return postJournal(tx, {
            kind: "purchase",
            idempotencyKey: `race:${userId}:${i}`,
            description: "parallel debit",
            entries: [
              { accountId: w.id, amountKobo: -10_000 },
              { accountId: bills.id, amountKobo: 10_000 },
            ],
          });
        }),
      ),
    );
    const ok = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(ok).toHaveLength(15);
    expect(refused).toHaveLength(25);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect(await walletBalanceKobo(db, userId)).toBe(0);
    expect(wallet.balanceKobo).toBe(150_000);
    const report = await checkLedger(db);
    expect(report).toMatchObject({ ok: true, balanceMismatches: [], unbalancedJournals: [], negativeAccounts: [] });
  });

  test("the same idempotency key posted from 12 connections at once credits once", async () => {
    const db = database.db;
    const { userId } = await createUser(db);
    const clearing = await systemAccount(db, "funding_clearing");
    const key = `dup:${userId}`;
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.transaction(async (tx) => {
          const w = await walletAccountFor(tx, userId);
          return postJournal(tx, {
            kind: "funding",
            idempotencyKey: key,
            description: "duplicate webhook",
            entries: [
              { accountId: clearing.id, amountKobo: -5_000 },
              { accountId: w.id, amountKobo: 5_000 },
            ],
          });
        }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.journalId)).size).toBe(1);
    expect(await walletBalanceKobo(db, userId)).toBe(5_000);
    expect(await db.select().from(journals).where(eq(journals.idempotencyKey, key))).toHaveLength(1);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
