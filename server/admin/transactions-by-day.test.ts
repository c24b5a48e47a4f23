import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { transactions } from "../db/schema";
import { rid } from "../purchases/test-helpers";
import { bearer, createUser } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { lagosDayBounds, lagosDayWindow, DAY_MS } from "../wallet/lagos-day";
import { recordTransaction, updateTransaction } from "../wallet/transactions-repo";
import { SUCCESS_STATUSES } from "../../lib/contracts/transaction-status";
import { refreshTransactionTotals } from "./transaction-totals-job";

jest.setTimeout(120_000);

/**
 * The admin's transactions list takes its total and its deep pages' starting day from the daily
 * rollup (transaction-list-count.ts). Whatever the filters, before and after the rollup's job and
 * with days made dirty since, every page by number must be exactly that slice of the list as
 * PostgreSQL orders it, and the total exactly its row count.
 */
let t: TestApp;
let admin: { token: string };
let customerId: string;
let seq = 0;
const today = lagosDayWindow(new Date());
const dayAgo = (days: number, minutes: number) => new Date(today.start.getTime() - days * DAY_MS + minutes * 60_000);
const SERVICES = ["airtime", "data", "electricity"];
const STATUSES = ["delivered", "failed", "pending", "success"];

async function row(createdAt: Date, o: { type?: "purchase" | "funding" } = {}) {
  seq += 1;
  const type = o.type ?? "purchase";
  return recordTransaction(t.app.ctx.db, {
    userId: customerId,
    type,
    service: type === "funding" ? "wallet_funding" : SERVICES[seq % 3],
    amountKobo: 10_000 + seq,
    status: type === "funding" ? "successful" : STATUSES[seq % 4],
    reference: `DAY-${seq}-${rid("")}`,
    createdAt,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { isAdmin: true, name: "Ops Admin" });
  customerId = (await createUser(t)).userId;
  // 12 days with 0 to 6 rows each (some days empty), rows a minute either side of Lagos midnights,
  // two at the same instant, fundings among them, and rows of the last hours (the rollup's live part).
  for (let d = 12; d >= 1; d--)
    for (let k = 0; k < (d * 5) % 7; k++)
      await row(dayAgo(d, k === 0 ? 1 : k * 170), { type: k === 3 ? "funding" : undefined });
  await row(dayAgo(0, -1));
  const same = dayAgo(3, 600);
  await row(same);
  await row(same);
  for (const minutes of [130, 70, 20, 3]) await row(new Date(Date.now() - minutes * 60_000));
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
  return res.json() as Promise<{ transactions: { id: string }[]; pagination: { total: number; last_page: number } }>;
};

type Filter = { status?: string; service?: string; type?: string; from?: string; to?: string };

/** The list's ids as PostgreSQL orders them under the same filters. */
async function expected(f: Filter): Promise<string[]> {
  const where: SQL[] = [];
  if (f.status)
    where.push(
      f.status === "successful" ? inArray(transactions.status, SUCCESS_STATUSES) : eq(transactions.status, f.status),
    );
  if (f.service) where.push(eq(transactions.service, f.service));
  if (f.type) where.push(eq(transactions.type, f.type as "purchase"));
  if (f.from) where.push(gte(transactions.createdAt, lagosDayBounds(f.from).start));
  if (f.to) where.push(lt(transactions.createdAt, lagosDayBounds(f.to).end));
  const rows = await t.app.ctx.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(...where))
    .orderBy(desc(transactions.createdAt), desc(transactions.id));
  return rows.map((r) => r.id);
}

const dayOf = (daysAgo: number) => lagosDayWindow(dayAgo(daysAgo, 600)).day;
const FILTERS: Filter[] = [
  {},
  { status: "successful" },
  { status: "failed" },
  { service: "data" },
  { type: "funding" },
  { from: dayOf(9), to: dayOf(2) },
  { from: dayOf(4) },
  { to: dayOf(6) },
  { status: "pending", from: dayOf(11), service: "airtime" },
];

async function expectEveryPage(f: Filter, perPage: number) {
  const ids = await expected(f);
  const query = new URLSearchParams({ ...f, per_page: String(perPage) } as Record<string, string>);
  const lastPage = Math.max(1, Math.ceil(ids.length / perPage));
  for (let page = 1; page <= lastPage + 1; page++) {
    query.set("page", String(page));
    const body = await get(`/api/admin/transactions?${query}`);
    expect({ f, page, total: body.pagination.total, ids: body.transactions.map((r) => r.id) }).toEqual({
      f,
      page,
      total: ids.length,
      ids: ids.slice((page - 1) * perPage, page * perPage),
    });
  }
}

async function expectAllFilters() {
  for (const f of FILTERS) for (const perPage of [2, 5]) await expectEveryPage(f, perPage);
}

test("before the rollup's first run (every count live): every page and total exact", async () => {
  await expectAllFilters();
});

test("after the job, and with old days changed since (dirty): every page and total exact", async () => {
  expect(await refreshTransactionTotals(t.app.ctx.db)).toMatchObject({ ran: true });
  await expectAllFilters();
  const old = await t.app.ctx.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.status, "pending"), lt(transactions.createdAt, today.start)))
    .limit(2);
  await updateTransaction(t.app.ctx.db, old[0].id, { status: "delivered" });
  await updateTransaction(t.app.ctx.db, old[1].id, { status: "refunded" });
  await row(dayAgo(7, 333)); // back-dated: a day the rollup had summed
  await expectAllFilters();
  await refreshTransactionTotals(t.app.ctx.db);
  await expectAllFilters();
});

test("a search and one customer's list still page and count their own rows", async () => {
  const ids = await expected({});
  const byCustomer = await get(`/api/admin/transactions?customer_id=${customerId}&per_page=4&page=3`);
  expect(byCustomer.pagination.total).toBe(ids.length);
  expect(byCustomer.transactions.map((r) => r.id)).toEqual(ids.slice(8, 12));
  const bySearch = await get(`/api/admin/transactions?search=DAY-&per_page=4&page=2`);
  expect(bySearch.pagination.total).toBe(ids.length);
  expect(bySearch.transactions.map((r) => r.id)).toEqual(ids.slice(4, 8));
});
