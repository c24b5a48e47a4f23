import { eq, inArray } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { transactions, users } from "../db/schema";
import { hashPassword } from "../accounts/password-hash";
import { ACCOUNT_LIMITS } from "../accounts/rate-limits";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { createUser, fundWallet, TEST_PIN } from "../test/fixtures";
import { checkLedger } from "../wallet/ledger-check";
import { walletBalanceKobo } from "../wallet/ledger";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { PURCHASE_MSG } from "../../lib/contracts/purchases";
import { httpClient, type Answer } from "./http-client";

/**
 * A mixed load of logins, reads and purchases from many customers at once through a listening
 * API on PostgreSQL. PGlite has one session, so this runs on PostgreSQL only (CI runs it).
 */
const maybe = usingPostgres() ? describe : describe.skip;
jest.setTimeout(120_000);

const CUSTOMERS = 24;
const PURCHASES_EACH = 6;
const FUNDED_KOBO = 2_000_00; // ₦2,000: six ₦500 purchases cannot all fit, so some are refused
const PASSWORD = "Load-test-Passw0rd";

maybe("mixed load on PostgreSQL", () => {
  let t: TestApp;
  let api: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    api = httpClient(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  });
  afterAll(() => t.close());

  test("logins, reads and purchases at once: only expected refusals, nothing lost, ledger consistent", async () => {
    const people = await Promise.all(Array.from({ length: CUSTOMERS }, () => createUser(t)));
    const hash = await hashPassword(PASSWORD);
    await t.app.ctx.db
      .update(users)
      .set({ passwordHash: hash })
      .where(
        inArray(
          users.id,
          people.map((p) => p.userId),
        ),
      );
    for (const p of people) await fundWallet(t, p.userId, FUNDED_KOBO, { history: false });
    const attacker = people[0];

    const phones = [N.success, N.success, N.success, "08099999999", N.pendingAlias];
    const unexpected: string[] = [];
    const note = (what: string, a: Answer, ok: boolean) => {
      if (!ok) unexpected.push(`${what}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
    };
    const accepted = new Map<string, { requestId: string; status: string; amountKobo: number }[]>();

    const started = Date.now();
    const scripts = people.map(async (p, i) => {
      const login = await api("POST", "/api/login", { body: { email: p.email, password: PASSWORD } });
      note("login", login, login.status === 200);
      const token = String(login.body.token ?? p.token);
      note("user", await api("GET", "/api/user", { token }), true);
      const list = await api("GET", "/api/transactions?page=1", { token });
      note("transactions", list, list.status === 200);
      const mine: { requestId: string; status: string; amountKobo: number }[] = [];
      for (let k = 0; k < PURCHASES_EACH; k++) {
        const requestId = `AIRTIME_LOAD_${i}_${k}_${started}`;
        const body = {
          network: "mtn",
          phone: phones[(i + k) % phones.length],
          amount: 500,
          request_id: requestId,
          pin: TEST_PIN,
        };
        const a = await api("POST", "/api/pay/airtime", { token, body });
        if (a.status === 200)
          mine.push({
            requestId,
            status: String((a.body.data as { status?: string } | undefined)?.status ?? a.body.status),
            amountKobo: 500_00,
          });
        else note("purchase", a, a.status === 400 && a.body.message === PURCHASE_MSG.insufficientBalance);
        if (k % 2 === 0) {
          const read = await api("GET", "/api/transactions?page=1", { token });
          note("read", read, read.status === 200);
        }
      }
      accepted.set(p.userId, mine);
    });
    // Wrong passwords for one account at the same time: refused (401), then limited (429).
    const guesses = Array.from({ length: ACCOUNT_LIMITS.login.email.limit + 5 }, () =>
      api("POST", "/api/login", { body: { email: attacker.email, password: "wrong-password-1" } }),
    );
    const [, guessAnswers] = await Promise.all([Promise.all(scripts), Promise.all(guesses)]);

    expect(unexpected).toEqual([]);
    const guessStatuses = guessAnswers.map((a) => a.status);
    expect(guessStatuses.every((s) => s === 401 || s === 429)).toBe(true);
    // The attacker's own successful login counts against the same window, so at most `limit` get through.
    expect(guessStatuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_LIMITS.login.email.limit);
    expect(guessStatuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);

    // Nothing lost: every accepted purchase is a row; no row that was not accepted.
    const rows = await t.app.ctx.db.select().from(transactions).where(eq(transactions.type, "purchase"));
    const acceptedTotal = [...accepted.values()].reduce((s, l) => s + l.length, 0);
    expect(rows).toHaveLength(acceptedTotal);
    expect(acceptedTotal).toBeGreaterThan(CUSTOMERS * 3);
    expect(acceptedTotal).toBeLessThan(CUSTOMERS * PURCHASES_EACH); // the insufficient-balance refusals happened

    for (const p of people) {
      const mine = rows.filter((r) => r.userId === p.userId);
      expect(mine.map((r) => r.requestId).sort()).toEqual(
        accepted
          .get(p.userId)!
          .map((a) => a.requestId)
          .sort(),
      );
      const held = mine
        .filter((r) => r.status === "delivered" || r.status === "pending")
        .reduce((s, r) => s + r.amount - r.cashbackKobo, 0);
      expect(await walletBalanceKobo(t.app.ctx.db, p.userId)).toBe(FUNDED_KOBO - held);
    }
    const report = await checkLedger(t.app.ctx.db);
    expect(report).toMatchObject({ ok: true, balanceMismatches: [], unbalancedJournals: [], negativeAccounts: [] });
  });
});
