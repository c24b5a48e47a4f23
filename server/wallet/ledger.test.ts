import { eq, sql } from "drizzle-orm";
import { journals, ledgerEntries } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { createUser, fundWallet } from "../test/fixtures";
import {
  accountBalances,
  InsufficientFundsError,
  InvalidJournalError,
  postJournal,
  reverseJournal,
  systemAccount,
  walletAccountFor,
  walletBalanceKobo,
  type Tx,
} from "./ledger";
import { checkLedger } from "./ledger-check";

jest.setTimeout(30_000);

let t: TestApp;
let db: Tx;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.ctx.db;
});
afterAll(() => t.close());

async function countJournals(key: string) {
  const rows = await db.select({ id: journals.id }).from(journals).where(eq(journals.idempotencyKey, key));
  return rows.length;
}

describe("accounts", () => {
  test("walletAccountFor opens one wallet per user, even when asked concurrently", async () => {
    const { userId } = await createUser(t);
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => db.transaction((tx) => walletAccountFor(tx, userId))),
    );
    expect(new Set(ids.map((a) => a.id)).size).toBe(1);
    expect(ids[0].balanceKobo).toBe(0);
  });

  test("systemAccount is one row per code", async () => {
    const a = await systemAccount(db, "bills_payable");
    const b = await systemAccount(db, "bills_payable");
    const c = await systemAccount(db, "cashback_expense");
    expect(a.id).toBe(b.id);
    expect(c.id).not.toBe(a.id);
  });
});

describe("postJournal", () => {
  test("moves balances and is idempotent on its key", async () => {
    const { userId } = await createUser(t);
    await fundWallet(t, userId, 150_000, { history: false, reference: "R-IDEMP-1" });
    const again = await fundWallet(t, userId, 150_000, { history: false, reference: "R-IDEMP-1" });
    expect(await walletBalanceKobo(db, userId)).toBe(150_000);
    expect(await countJournals("funding:R-IDEMP-1")).toBe(1);
    const first = await db
      .select({ id: journals.id })
      .from(journals)
      .where(eq(journals.idempotencyKey, "funding:R-IDEMP-1"));
    expect(again.journalId).toBe(first[0].id);
  });

  test("answers each moved account's balance right after the journal", async () => {
    const { userId } = await createUser(t);
    await fundWallet(t, userId, 10_000, { history: false });
    const bills = await systemAccount(db, "bills_payable");
    const posted = await db.transaction(async (tx) => {
      const wallet = await walletAccountFor(tx, userId);
      return postJournal(tx, {
        kind: "purchase",
        idempotencyKey: `balances:${userId}`,
        description: "balances answered",
        entries: [
          { accountId: wallet.id, amountKobo: -2_500 },
          { accountId: bills.id, amountKobo: 2_500 },
        ],
      });
    });
    const wallet = await walletAccountFor(db, userId);
    const stored = await accountBalances(db, [wallet.id, bills.id]);
    expect(posted.balances.get(wallet.id)).toBe(7_500);
    expect(posted.balances).toEqual(stored);
  });

  test("a debit beyond the balance throws InsufficientFundsError and changes nothing, leaving the caller's transaction usable", async () => {
    const { userId } = await createUser(t);
    await fundWallet(t, userId, 5_000, { history: false });
    const bills = await systemAccount(db, "bills_payable");
    const billsBefore = (await db.execute(sql`select balance from ledger_accounts where id = ${bills.id}`)).rows[0]
      .balance;
    const after = await db.transaction(async (tx) => {
      const wallet = await walletAccountFor(tx, userId);
      await expect(
        postJournal(tx, {
          kind: "purchase",
          idempotencyKey: `over:${userId}`,
          description: "too much",
          entries: [
            { accountId: wallet.id, amountKobo: -5_001 },
            { accountId: bills.id, amountKobo: 5_001 },
          ],
        }),
      ).rejects.toBeInstanceOf(InsufficientFundsError);
      // still usable, and the key was not consumed
      return postJournal(tx, {
        kind: "purchase",
        idempotencyKey: `over:${userId}`,
        description: "exactly all",
        entries: [
          { accountId: wallet.id, amountKobo: -5_000 },
          { accountId: bills.id, amountKobo: 5_000 },
        ],
      });
    });
    expect(after.created).toBe(true);
    expect(await walletBalanceKobo(db, userId)).toBe(0);
    const billsAfter = (await db.execute(sql`select balance from ledger_accounts where id = ${bills.id}`)).rows[0]
      .balance;
    expect(Number(billsAfter) - Number(billsBefore)).toBe(5_000);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  test("refuses malformed journals before touching the database", async () => {
    const { userId } = await createUser(t);
    const wallet = await walletAccountFor(db, userId);
    const clearing = await systemAccount(db, "funding_clearing");
    const bad = (entries: { accountId: string; amountKobo: number }[]) =>
      postJournal(db, { kind: "adjustment", idempotencyKey: `bad:${Math.random()}`, description: "bad", entries });
    await expect(
      bad([
        { accountId: wallet.id, amountKobo: 100 },
        { accountId: clearing.id, amountKobo: -99 },
      ]),
    ).rejects.toBeInstanceOf(InvalidJournalError);
    await expect(
      bad([
        { accountId: wallet.id, amountKobo: 1.5 },
        { accountId: clearing.id, amountKobo: -1.5 },
      ]),
    ).rejects.toBeInstanceOf(InvalidJournalError);
    await expect(
      bad([
        { accountId: wallet.id, amountKobo: 0 },
        { accountId: clearing.id, amountKobo: 0 },
      ]),
    ).rejects.toBeInstanceOf(InvalidJournalError);
    await expect(bad([{ accountId: wallet.id, amountKobo: 100 }])).rejects.toBeInstanceOf(InvalidJournalError);
    await expect(
      bad([
        { accountId: "00000000-0000-4000-8000-000000000000", amountKobo: 100 },
        { accountId: clearing.id, amountKobo: -100 },
      ]),
    ).rejects.toBeInstanceOf(InvalidJournalError);
    expect(await walletBalanceKobo(db, userId)).toBe(0);
  });

  test("reverseJournal posts the opposite entries once", async () => {
    const { userId } = await createUser(t);
    const { journalId } = await fundWallet(t, userId, 20_000, { history: false });
    const r1 = await reverseJournal(db, { journalId, idempotencyKey: `rev:${journalId}`, description: "reverse" });
    const r2 = await reverseJournal(db, { journalId, idempotencyKey: `rev:${journalId}`, description: "reverse" });
    expect(r1.created).toBe(true);
    expect(r2).toEqual({ journalId: r1.journalId, created: false, balances: new Map() });
    expect(await walletBalanceKobo(db, userId)).toBe(0);
    // a second reversal under another key would take the wallet below zero
    await expect(
      reverseJournal(db, { journalId, idempotencyKey: `rev2:${journalId}`, description: "again" }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
  });
});

describe("the database enforces the ledger's rules", () => {
  test("entries and journals cannot be updated or deleted", async () => {
    const { userId } = await createUser(t);
    const { journalId } = await fundWallet(t, userId, 1_000, { history: false });
    await expect(
      db.update(ledgerEntries).set({ amount: 999_999 }).where(eq(ledgerEntries.journalId, journalId)),
    ).rejects.toThrow();
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.journalId, journalId))).rejects.toThrow();
    await expect(
      db.update(journals).set({ description: "changed" }).where(eq(journals.id, journalId)),
    ).rejects.toThrow();
    await expect(db.delete(journals).where(eq(journals.id, journalId))).rejects.toThrow();
    await expect(db.execute(sql`truncate ledger_entries`)).rejects.toThrow();
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.journalId, journalId));
    expect(rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([-1_000, 1_000]);
  });

  test("an unbalanced journal written by hand is refused at its entries' statement", async () => {
    const { userId } = await createUser(t);
    const wallet = await walletAccountFor(db, userId);
    const key = `unbalanced:${userId}`;
    let insertedInside = false;
    await expect(
      db.transaction(async (tx) => {
        const [j] = await tx
          .insert(journals)
          .values({ kind: "adjustment", idempotencyKey: key, description: "x" })
          .returning();
        await tx.insert(ledgerEntries).values({ journalId: j.id, accountId: wallet.id, amount: 500 });
        insertedInside = true;
      }),
    ).rejects.toThrow();
    expect(insertedInside).toBe(false);
    expect(await countJournals(key)).toBe(0);
  });

  test("a journal's entries go in one statement: balanced in two halves is refused at the first", async () => {
    const { userId } = await createUser(t);
    const wallet = await walletAccountFor(db, userId);
    const clearing = await systemAccount(db, "funding_clearing");
    const key = `halves:${userId}`;
    await expect(
      db.transaction(async (tx) => {
        const [j] = await tx
          .insert(journals)
          .values({ kind: "adjustment", idempotencyKey: key, description: "x" })
          .returning();
        await tx.insert(ledgerEntries).values({ journalId: j.id, accountId: clearing.id, amount: -500 });
        await tx.insert(ledgerEntries).values({ journalId: j.id, accountId: wallet.id, amount: 500 });
      }),
    ).rejects.toThrow();
    expect(await countJournals(key)).toBe(0);
  });

  test("an entry added later to a balanced journal is refused", async () => {
    const { userId } = await createUser(t);
    const wallet = await walletAccountFor(db, userId);
    const { journalId } = await fundWallet(t, userId, 1_000, { history: false });
    await expect(db.insert(ledgerEntries).values({ journalId, accountId: wallet.id, amount: 1 })).rejects.toThrow();
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.journalId, journalId));
    expect(rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([-1_000, 1_000]);
    expect(await walletBalanceKobo(db, userId)).toBe(1_000);
  });

  test("a journal without entries fails at commit", async () => {
    const key = `empty:${Math.random()}`;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(journals).values({ kind: "adjustment", idempotencyKey: key, description: "x" });
      }),
    ).rejects.toThrow();
    expect(await countJournals(key)).toBe(0);
  });

  test("a wallet balance below zero is refused by the CHECK even without the conditional update", async () => {
    const { userId } = await createUser(t);
    const wallet = await walletAccountFor(db, userId);
    await expect(db.execute(sql`update ledger_accounts set balance = -1 where id = ${wallet.id}`)).rejects.toThrow();
  });

  test("ledger check reports a tampered balance", async () => {
    const { userId } = await createUser(t);
    const wallet = await walletAccountFor(db, userId);
    await fundWallet(t, userId, 700, { history: false });
    expect((await checkLedger(db)).ok).toBe(true);
    await db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${wallet.id}`);
    const report = await checkLedger(db);
    expect(report.ok).toBe(false);
    expect(report.balanceMismatches).toEqual([
      { accountId: wallet.id, code: `wallet:${userId}`, balanceKobo: 701, entriesSumKobo: 700 },
    ]);
    await db.execute(sql`update ledger_accounts set balance = balance - 1 where id = ${wallet.id}`);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
