import { eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { journals, monnifySandboxTransactions, transactions } from "../db/schema";
import { usingPostgres, SHORT_VTPASS_TIMEOUT_MS } from "../test/test-app";
import { createUser, fundWallet, TEST_PIN } from "../test/fixtures";
import { runPurchaseRequeries } from "../purchases/requery-job";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { reserveTestAccount } from "../test/identity";
import { walletBalanceKobo } from "../wallet/ledger";
import { freePort, startApiProcess, type ApiProcess } from "./api-process";
import { httpClient } from "./http-client";
import { expectLedgerClean, expectPurchasesAgreeWithProvider } from "./end-state";
import { scratchDatabase } from "./scratch-database";

/**
 * The product API is killed with SIGKILL while purchases and bank-transfer fundings are in
 * flight, then started again. Afterwards every purchase ends delivered or refunded exactly once
 * (agreeing with the VTpass simulator's records), every transfer the Monnify simulator recorded
 * as PAID is credited exactly once, and the ledger balances.
 * PostgreSQL only (a second process on the same database); CI runs it.
 */
const maybe = usingPostgres() ? describe : describe.skip;
jest.setTimeout(180_000);

const CUSTOMERS = 8;
const FUNDED_KOBO = 100_000_00;
/** The kill comes once this many answers have arrived, so plenty are still in flight. */
const KILL_AFTER_ANSWERS = 40;

maybe("SIGKILL in the middle of purchases and funding", () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let proc: ApiProcess | undefined;
  let database: Database | undefined;
  let harness: FastifyInstance | undefined;
  let offset = 0;

  beforeAll(async () => {
    scratch = await scratchDatabase();
  });
  afterAll(async () => {
    await proc?.kill("SIGKILL");
    await harness?.close();
    await database?.close();
    await scratch?.drop();
  });

  test("every purchase delivered or refunded once, every confirmed funding credited once, ledger consistent", async () => {
    const port = await freePort();
    const env = { DATABASE_URL: scratch.url, JOB_INTERVAL_MS: "100", VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS };
    proc = await startApiProcess(env, port);

    // The test's own in-process instance on the same database: it sets customers up, and later
    // stands in for time passing (its clock runs ahead) while it drains the re-query work.
    database = await openDatabase({ url: scratch.url, poolSize: 4 });
    const config = loadConfig({ LOG_LEVEL: "silent", JOBS_ENABLED: "false", DATABASE_URL: scratch.url });
    harness = await buildApp({ config, database, logger: false, now: () => new Date(Date.now() + offset) });
    await harness.ready();
    const ctx = harness.ctx;
    const people = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const u = await createUser(ctx.db);
      await fundWallet(ctx.db, u.userId, FUNDED_KOBO, { history: false });
      expect((await reserveTestAccount(ctx, u.userId)).status).toBe("active");
      people.push(u);
    }

    const api = httpClient(proc.base);
    const phones = [
      N.success,
      N.success,
      N.pendingAlias,
      N.pendingFailAlias,
      N.timeoutAlias,
      N.noAnswerAlias,
      "08099999999",
    ];
    const accepted: { userId: string; requestId: string }[] = [];
    const fundingsAnswered: string[] = [];
    let answers = 0;
    let networkErrors = 0;
    let killing: Promise<void> | null = null;
    const killOnce = () => (killing ??= proc!.kill("SIGKILL"));

    await Promise.all(
      people.map(async (p, i) => {
        for (let k = 0; k < 30 && !killing; k++) {
          try {
            if (k % 3 === 2) {
              const a = await api("POST", "/api/sandbox/simulate-transfer", {
                token: p.token,
                body: { amount: 1000 + i * 10 + k },
              });
              if (a.status === 200) fundingsAnswered.push(String(a.body.transaction_reference));
              else throw new Error(`funding answered ${a.status} ${JSON.stringify(a.body)}`);
            } else {
              const requestId = `AIRTIME_KILL_${i}_${k}_${Date.now()}`;
              const a = await api("POST", "/api/pay/airtime", {
                token: p.token,
                body: {
                  network: "mtn",
                  phone: phones[(i + k) % phones.length],
                  amount: 100 + k * 10,
                  request_id: requestId,
                  pin: TEST_PIN,
                },
              });
              if (a.status !== 200) throw new Error(`purchase answered ${a.status} ${JSON.stringify(a.body)}`);
              accepted.push({ userId: p.userId, requestId });
            }
            if (++answers >= KILL_AFTER_ANSWERS) void killOnce();
          } catch (err) {
            if (!killing) throw err; // before the kill, every request must succeed
            networkErrors++;
          }
        }
      }),
    );
    await killOnce();
    expect(proc.child.signalCode).toBe("SIGKILL");
    expect(accepted.length).toBeGreaterThan(10);
    expect(fundingsAnswered.length).toBeGreaterThan(3);
    expect(networkErrors).toBeGreaterThan(0); // the kill landed while requests were in flight

    // Start again on the same database; its jobs resume the unfinished purchases.
    proc = await startApiProcess(env, port);
    // Monnify resends a webhook until it gets a 200: replay every recorded transfer (twice: duplicates too).
    const basic = Buffer.from(`${config.MONNIFY_API_KEY}:${config.MONNIFY_SECRET_KEY}`).toString("base64");
    const recorded = await ctx.db.select().from(monnifySandboxTransactions);
    for (let round = 0; round < 2; round++) {
      await Promise.all(
        recorded.map(async (r) => {
          const res = await fetch(
            `${proc!.base}/sandbox/monnify/simulate/transactions/${encodeURIComponent(r.transactionReference)}/redeliver`,
            {
              method: "POST",
              headers: { authorization: `Basic ${basic}` },
            },
          );
          const body = (await res.json()) as { responseBody?: { webhook?: { status: number | null } } };
          expect(body.responseBody?.webhook?.status).toBe(200);
        }),
      );
    }
    // Time passes (the in-process instance's clock runs ahead) until nothing is left pending.
    for (let round = 0; round < 30; round++) {
      const open = await ctx.db
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.status, "pending"));
      if (open.length === 0) break;
      offset += 3_600_000;
      while ((await runPurchaseRequeries(ctx)) > 0);
      await vtpassSimulator(ctx).flush();
    }
    await proc.kill("SIGTERM");
    if (process.env.RESILIENCE_VERBOSE)
      console.log(
        JSON.stringify({
          accepted: accepted.length,
          fundingsAnswered: fundingsAnswered.length,
          networkErrors,
          recorded: recorded.length,
          offsetHours: offset / 3_600_000,
        }),
      );

    // Purchases: none lost, none pending, each final state agrees with the provider, money moved once.
    const rows = await ctx.db.select().from(transactions).where(eq(transactions.type, "purchase"));
    const byRequest = new Map(rows.map((r) => [r.requestId, r]));
    for (const a of accepted) expect(byRequest.get(a.requestId)?.userId).toBe(a.userId);
    expect(rows.filter((r) => r.status !== "delivered" && r.status !== "failed")).toEqual([]);
    const { refunds, providerStatus } = await expectPurchasesAgreeWithProvider(ctx.db, rows);
    expect(refunds.length).toBe(rows.filter((r) => r.status === "failed").length);
    const purchaseJournals = await ctx.db
      .select({ key: journals.idempotencyKey })
      .from(journals)
      .where(like(journals.idempotencyKey, "purchase:%"));
    expect(purchaseJournals).toHaveLength(rows.length);
    if (process.env.RESILIENCE_VERBOSE)
      console.log(
        JSON.stringify({
          purchases: rows.length,
          delivered: rows.filter((r) => r.status === "delivered").length,
          refunded: refunds.length,
          notAtProvider: rows.filter((r) => providerStatus(r) === undefined).length,
        }),
      );

    // Fundings: the simulator's PAID transfers are the truth; each credited exactly once.
    const paid = (await ctx.db.select().from(monnifySandboxTransactions)).filter((t) => t.paymentStatus === "PAID");
    for (const ref of fundingsAnswered) expect(paid.map((t) => t.transactionReference)).toContain(ref);
    const fundingJournals = (
      await ctx.db
        .select({ key: journals.idempotencyKey })
        .from(journals)
        .where(like(journals.idempotencyKey, "monnify:%"))
    ).map((j) => j.key);
    expect(fundingJournals.sort()).toEqual(paid.map((t) => `monnify:${t.transactionReference}`).sort());
    const fundingRows = await ctx.db.select().from(transactions).where(eq(transactions.type, "funding"));
    expect(fundingRows.map((r) => r.reference).sort()).toEqual(paid.map((t) => t.transactionReference).sort());

    for (const p of people) {
      const credited = fundingRows.filter((r) => r.userId === p.userId).reduce((s, r) => s + r.amount, 0);
      const spent = rows
        .filter((r) => r.userId === p.userId && r.status === "delivered")
        .reduce((s, r) => s + r.amount - r.cashbackKobo, 0);
      expect(await walletBalanceKobo(ctx.db, p.userId)).toBe(FUNDED_KOBO + credited - spent);
    }
    await expectLedgerClean(ctx.db);
  });
});
