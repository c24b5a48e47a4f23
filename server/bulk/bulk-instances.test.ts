import { and, eq, like } from "drizzle-orm";
import { journals, mailOutbox, notifications, transactions } from "../db/schema";
import { deliverNotifications } from "../notifications/deliver-job";
import { bearer, createUser, fundWallet, TEST_PIN } from "../test/fixtures";
import { usingPostgres } from "../test/test-app";
import { twoInstances } from "../test/two-instances";
import { walletBalanceKobo } from "../wallet/ledger";
import { checkLedger } from "../wallet/ledger-check";
import { processBulkRows } from "./bulk-job";

/**
 * A batch confirmed twice at once through two API instances, with both instances' job runners
 * buying rows in parallel on one PostgreSQL database: every row is bought exactly once.
 */
const maybe = usingPostgres() ? describe : describe.skip;
jest.setTimeout(120_000);

type Api = Awaited<ReturnType<typeof twoInstances>>["apps"][number];

/** The batch confirmed once per API given, all at once, with the PIN. */
const confirmedAtOnce = (apps: Api[], id: string, token: string) =>
  Promise.all(
    apps.map((app) =>
      app.inject({
        method: "POST",
        url: `/api/bulk/${id}/confirm`,
        headers: bearer(token),
        payload: { pin: TEST_PIN },
      }),
    ),
  );

maybe("bulk purchases across two instances (PostgreSQL)", () => {
  let env: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => {
    env = await twoInstances({ VTPASS_TIMEOUT_MS: "2000" });
  });
  afterAll(async () => {
    await env?.close();
  });

  test("a batch confirmed twice in parallel buys each row once", async () => {
    const [a, b] = env.apps;
    const db = env.dbs[0].db;
    const u = await createUser(db);
    await fundWallet(db, u.userId, 10_000_000, { history: false });
    const ROWS = 40;
    const csv = `phone,network,amount\n${Array.from({ length: ROWS }, (_, i) => `08011111111,mtn,${100 + i}`).join("\n")}\n`;
    const payload = { service: "airtime", file_name: "many.csv", content_base64: Buffer.from(csv).toString("base64") };
    // two uploads of the same file at once make one batch
    const [up1, up2] = await Promise.all([
      a.inject({ method: "POST", url: "/api/bulk", headers: bearer(u.token), payload }),
      b.inject({ method: "POST", url: "/api/bulk", headers: bearer(u.token), payload }),
    ]);
    expect(up1.json().batch.id).toBe(up2.json().batch.id);
    const id = up1.json().batch.id as string;
    const total = up1.json().batch.total as number;

    const confirms = await confirmedAtOnce([a, b, a, b], id, u.token);
    expect(confirms.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    await Promise.all([processBulkRows(a.ctx), processBulkRows(b.ctx), processBulkRows(a.ctx), processBulkRows(b.ctx)]);

    const bought = await db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, u.userId),
          eq(transactions.type, "purchase"),
          like(transactions.requestId, `BULK_${id}_%`),
        ),
      );
    expect(bought).toHaveLength(ROWS);
    expect(new Set(bought.map((x) => x.requestId)).size).toBe(ROWS);
    const purchaseJournals = await db
      .select()
      .from(journals)
      .where(like(journals.idempotencyKey, `purchase:${u.userId}:BULK_${id}_%`));
    expect(purchaseJournals).toHaveLength(ROWS);
    const cashback = bought.reduce((s, x) => s + x.cashbackKobo, 0);
    expect(await walletBalanceKobo(db, u.userId)).toBe(10_000_000 - Math.round(total * 100) + cashback);
    const view = (await a.inject({ method: "GET", url: `/api/bulk/${id}`, headers: bearer(u.token) })).json();
    expect(view.batch.status).toBe("done");
    expect(view.batch.counts).toEqual({ delivered: ROWS });
    expect((await checkLedger(db)).ok).toBe(true);
    // One summary for the batch, whichever instance finished it, and no notice per line; one email.
    await Promise.all([processBulkRows(a.ctx), processBulkRows(b.ctx)]);
    const notices = await db.select().from(notifications).where(eq(notifications.userId, u.userId));
    expect(notices.map((n) => [n.type, n.title])).toEqual([
      ["bulk_batch_finished", `Bulk batch finished: ${ROWS} delivered, 0 failed`],
    ]);
    await Promise.all([deliverNotifications(a.ctx), deliverNotifications(b.ctx)]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email));
    expect(mails.map((m) => m.subject)).toEqual([notices[0].title]);
  });

  test("a batch the wallet covers once, confirmed four times at once, is confirmed, never counted against itself", async () => {
    const [a, b] = env.apps;
    const db = env.dbs[0].db;
    const u = await createUser(db);
    const csv = `phone,network,amount\n${"08011111111,mtn,1000\n".repeat(3)}`; // ₦3,000
    await fundWallet(db, u.userId, 450_000, { history: false }); // ₦4,500: once, not twice
    const payload = { service: "airtime", file_name: "once.csv", content_base64: Buffer.from(csv).toString("base64") };
    const id = (await a.inject({ method: "POST", url: "/api/bulk", headers: bearer(u.token), payload })).json().batch
      .id as string;
    const confirms = await confirmedAtOnce([a, b, a, b], id, u.token);
    expect(confirms.map((r) => [r.statusCode, r.json().message])).toEqual(Array(4).fill([200, undefined]));
    await Promise.all([processBulkRows(a.ctx), processBulkRows(b.ctx)]);
    const view = (await b.inject({ method: "GET", url: `/api/bulk/${id}`, headers: bearer(u.token) })).json();
    expect(view.batch.counts).toEqual({ delivered: 3 });
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
