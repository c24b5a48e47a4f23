import fc from "fast-check";
import { like } from "drizzle-orm";
import { journals } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { createUser } from "../test/fixtures";
import {
  accountBalances,
  InsufficientFundsError,
  postJournal,
  systemAccount,
  walletAccountFor,
  type EntryInput,
  type JournalKind,
  type Tx,
} from "./ledger";
import { checkLedger } from "./ledger-check";

/**
 * Model-based property test: random sequences of fundings, purchases, transfers, reversals and
 * replays run against the real database and a plain in-memory model side by side.
 */

jest.setTimeout(120_000);

let t: TestApp;
let db: Tx;
let wallets: string[];
let system: { clearing: string; bills: string; cashback: string };

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.ctx.db;
  wallets = [];
  for (let i = 0; i < 3; i++) {
    const { userId } = await createUser(t);
    wallets.push((await walletAccountFor(db, userId)).id);
  }
  system = {
    clearing: (await systemAccount(db, "funding_clearing")).id,
    bills: (await systemAccount(db, "bills_payable")).id,
    cashback: (await systemAccount(db, "cashback_expense")).id,
  };
});
afterAll(() => t.close());

const who = fc.integer({ min: 0, max: 2 });
const kobo = fc.integer({ min: 1, max: 60_000 });
const op = fc.oneof(
  fc.record({ t: fc.constant("fund" as const), w: who, amount: kobo }),
  fc.record({ t: fc.constant("purchase" as const), w: who, amount: kobo, cashback: fc.integer({ min: 0, max: 500 }) }),
  fc.record({ t: fc.constant("transfer" as const), from: who, to: who, amount: kobo }),
  fc.record({ t: fc.constant("reverse" as const), pick: fc.nat() }),
  fc.record({ t: fc.constant("replay" as const), pick: fc.nat() }),
);

interface Posted {
  key: string;
  kind: JournalKind;
  entries: EntryInput[];
  journalId: string;
}

let run = 0;

test("every sequence of postings keeps the ledger's invariants", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
      const prefix = `prop${run++}:`;
      const ids = [...wallets, system.clearing, system.bills, system.cashback];
      const model = await accountBalances(db, ids);
      const posted: Posted[] = [];
      const reversed = new Set<string>();
      let created = 0;

      const attempt = async (key: string, kind: JournalKind, entries: EntryInput[]) => {
        const net = new Map<string, number>();
        for (const e of entries) net.set(e.accountId, (net.get(e.accountId) ?? 0) + e.amountKobo);
        const overdraws = [...net].some(([id, amt]) => wallets.includes(id) && model.get(id)! + amt < 0);
        const before = await accountBalances(db, ids);
        let outcome: { journalId: string; created: boolean } | "insufficient";
        try {
          outcome = await db.transaction((tx) =>
            postJournal(tx, { kind, idempotencyKey: key, description: kind, entries }),
          );
        } catch (err) {
          if (!(err instanceof InsufficientFundsError)) throw err;
          outcome = "insufficient";
        }
        if (overdraws) {
          expect(outcome).toBe("insufficient");
          expect(await accountBalances(db, ids)).toEqual(before);
          return null;
        }
        expect(outcome).not.toBe("insufficient");
        const result = outcome as { journalId: string; created: boolean };
        expect(result.created).toBe(true);
        for (const [id, amt] of net) model.set(id, model.get(id)! + amt);
        created++;
        return result.journalId;
      };

      for (const [i, o] of ops.entries()) {
        const key = `${prefix}${i}`;
        let entries: EntryInput[] | null = null;
        let kind: JournalKind = "adjustment";
        if (o.t === "fund") {
          kind = "funding";
          entries = [
            { accountId: system.clearing, amountKobo: -o.amount },
            { accountId: wallets[o.w], amountKobo: o.amount },
          ];
        } else if (o.t === "purchase") {
          kind = "purchase";
          entries = [
            { accountId: wallets[o.w], amountKobo: -o.amount },
            { accountId: system.bills, amountKobo: o.amount },
          ];
          if (o.cashback > 0)
            entries.push(
              { accountId: system.cashback, amountKobo: -o.cashback },
              { accountId: wallets[o.w], amountKobo: o.cashback },
            );
        } else if (o.t === "transfer") {
          entries = [
            { accountId: wallets[o.from], amountKobo: -o.amount },
            { accountId: wallets[o.to], amountKobo: o.amount },
          ];
        } else if (o.t === "reverse") {
          const target = posted.filter((p) => !reversed.has(p.key))[o.pick % Math.max(1, posted.length)];
          if (!target) continue;
          kind = "reversal";
          entries = target.entries.map((e) => ({ accountId: e.accountId, amountKobo: -e.amountKobo }));
          const journalId = await attempt(`${key}:rev:${target.key}`, kind, entries);
          if (journalId) reversed.add(target.key);
          continue;
        } else {
          const target = posted[o.pick % Math.max(1, posted.length)];
          if (!target) continue;
          const before = await accountBalances(db, ids);
          const again = await db.transaction((tx) =>
            postJournal(tx, {
              kind: target.kind,
              idempotencyKey: target.key,
              description: "replay",
              entries: target.entries,
            }),
          );
          expect(again).toEqual({ journalId: target.journalId, created: false, balances: new Map() });
          expect(await accountBalances(db, ids)).toEqual(before);
          continue;
        }
        const journalId = await attempt(key, kind, entries);
        if (journalId) posted.push({ key, kind, entries, journalId });
      }

      expect(await accountBalances(db, ids)).toEqual(model);
      for (const w of wallets) expect(model.get(w)!).toBeGreaterThanOrEqual(0);
      const rows = await db
        .select({ id: journals.id })
        .from(journals)
        .where(like(journals.idempotencyKey, `${prefix}%`));
      expect(rows.length).toBe(created);
      const report = await checkLedger(db);
      expect(report.balanceMismatches).toEqual([]);
      expect(report.unbalancedJournals).toEqual([]);
      expect(report.negativeAccounts).toEqual([]);
    }),
    { numRuns: 50 },
  );
}, 120_000);
