import { asc, eq, isNotNull } from "drizzle-orm";
import { listPositions, users, virtualAccounts } from "../db/schema";
import { post, randomIp, registration } from "../accounts/account-test-kit";
import { bearer, createUser } from "../test/fixtures";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";

jest.setTimeout(120_000);

/**
 * The admin's customer and virtual-account lists are numbered (server/db/schema/list-positions.ts,
 * migration 0029): every row has its place 1 to n with no gaps, so a page by number is a seek.
 * These tests hold the numbering gapless through sign-ups, deletions and a customer made an admin,
 * and every way of reaching a page (by number, by its Next or Previous link) equal to the list in
 * order.
 */
let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { isAdmin: true, name: "Ops Admin" });
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function customerPositions() {
  const rows = await t.app.ctx.db
    .select({ id: users.id, position: users.customerPosition, isAdmin: users.isAdmin })
    .from(users)
    .orderBy(asc(users.customerPosition));
  return rows;
}

async function last(list: string) {
  const [row] = await t.app.ctx.db.select().from(listPositions).where(eq(listPositions.list, list));
  return row.last;
}

/** Every customer has a position, 1 to n with no gaps, admins none, and the list's last is n. */
async function expectCustomersNumbered() {
  const rows = await customerPositions();
  const customers = rows.filter((r) => !r.isAdmin);
  expect(rows.filter((r) => r.isAdmin).map((r) => r.position)).toEqual(rows.filter((r) => r.isAdmin).map(() => null));
  expect(customers.map((r) => r.position)).toEqual(customers.map((_, i) => i + 1));
  expect(await last("customers")).toBe(customers.length);
  return customers;
}

/** The whole list read page by page, by number and through the Next links, then back through Previous. */
async function readAllWays(path: string, key: "customers" | "accounts", perPage: number) {
  const byNumber: { id: string }[][] = [];
  const first = await get(`${path}?page=1&per_page=${perPage}`);
  for (let page = 1; page <= first.pagination.last_page; page++)
    byNumber.push((await get(`${path}?page=${page}&per_page=${perPage}`))[key]);
  const byLink: { id: string }[][] = [first[key]];
  let body = first;
  while (body.pagination.next_page_url) {
    expect(body.pagination.next_page_url).toMatch(/&after=\d+$/);
    body = await get(body.pagination.next_page_url);
    byLink.push(body[key]);
  }
  const backwards: { id: string }[][] = [body[key]];
  while (body.pagination.prev_page_url) {
    body = await get(body.pagination.prev_page_url);
    backwards.unshift(body[key]);
  }
  return { total: first.total as number, byNumber, byLink, backwards };
}

test("customers are numbered in the order they joined; every page, by number or by link, is that order newest first", async () => {
  const made = [];
  for (let i = 0; i < 11; i++) made.push(await createUser(t, { name: `Numbered ${i}` }));
  await createUser(t, { isAdmin: true, name: "Second Admin" });
  const customers = await expectCustomersNumbered();
  const newestFirst = [...customers].reverse().map((c) => c.id);
  expect(newestFirst.slice(0, 11)).toEqual([...made].reverse().map((m) => m.userId));

  const { total, byNumber, byLink, backwards } = await readAllWays("/api/admin/customers", "customers", 3);
  expect(total).toBe(customers.length);
  for (const pages of [byNumber, byLink, backwards]) expect(pages.flat().map((c) => c.id)).toEqual(newestFirst);
  expect(byNumber.map((p) => p.length)).toEqual(byLink.map((p) => p.length));

  // A search is found by offset in the same order, and counted.
  const searched = await get("/api/admin/customers?search=Numbered&page=2&per_page=4");
  expect(searched.total).toBe(11);
  expect(searched.customers.map((c: { id: string }) => c.id)).toEqual(
    [...made]
      .reverse()
      .map((m) => m.userId)
      .slice(4, 8),
  );
  // Past the last page: empty, with the exact total.
  const past = await get(`/api/admin/customers?page=${customers.length + 1}&per_page=1`);
  expect(past).toMatchObject({ customers: [], total: customers.length });
});

test("a customer who leaves the list (deleted, or made an admin) has it numbered again; made a customer again, at the end", async () => {
  const [a, b, c] = [await createUser(t), await createUser(t), await createUser(t)];
  const db = t.app.ctx.db;
  await db.delete(users).where(eq(users.id, a.userId));
  let customers = await expectCustomersNumbered();
  expect(customers.map((r) => r.id).slice(-2)).toEqual([b.userId, c.userId]);

  await db.update(users).set({ isAdmin: true }).where(eq(users.id, b.userId));
  customers = await expectCustomersNumbered();
  expect(customers.map((r) => r.id)).not.toContain(b.userId);
  expect(customers.at(-1)!.id).toBe(c.userId);

  // Setting is_admin to what it already is changes nothing.
  await db.update(users).set({ isAdmin: false }).where(eq(users.id, c.userId));
  await expectCustomersNumbered();

  await db.update(users).set({ isAdmin: false }).where(eq(users.id, b.userId));
  customers = await expectCustomersNumbered();
  expect(customers.at(-1)!.id).toBe(b.userId);
  const page1 = await get("/api/admin/customers?page=1&per_page=2");
  expect(page1.customers.map((r: { id: string }) => r.id)).toEqual([b.userId, c.userId]);
});

test("virtual accounts are numbered as they are opened, and again when one goes with its customer", async () => {
  const db = t.app.ctx.db;
  const owners = [];
  for (let i = 0; i < 5; i++) owners.push(await createUser(t, { name: `Holder ${i}` }));
  for (const [i, o] of owners.entries())
    await db.insert(virtualAccounts).values({ userId: o.userId, accountReference: `NUMBERED-${i}-${o.userId}` });
  const numbered = async () => {
    const rows = await db
      .select({ userId: virtualAccounts.userId, position: virtualAccounts.listPosition })
      .from(virtualAccounts)
      .where(isNotNull(virtualAccounts.listPosition))
      .orderBy(asc(virtualAccounts.listPosition));
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    expect(await last("virtual_accounts")).toBe(rows.length);
    return rows.map((r) => r.userId);
  };
  expect((await numbered()).slice(-5)).toEqual(owners.map((o) => o.userId));

  await db.delete(users).where(eq(users.id, owners[1].userId)); // its account goes with it (cascade)
  const order = await numbered();
  expect(order).not.toContain(owners[1].userId);

  const { total, byNumber, byLink, backwards } = await readAllWays("/api/admin/virtual-accounts", "accounts", 2);
  expect(total).toBe(order.length);
  const ids = (await db.select({ id: virtualAccounts.id, userId: virtualAccounts.userId }).from(virtualAccounts))
    .sort((x, y) => order.indexOf(y.userId) - order.indexOf(x.userId))
    .map((r) => r.id);
  for (const pages of [byNumber, byLink, backwards]) expect(pages.flat().map((r) => r.id)).toEqual(ids);
});

test("a cursor that is not a page link's is refused with the list's message", async () => {
  for (const url of [
    "/api/admin/customers?after=abc",
    "/api/admin/customers?before=0",
    "/api/admin/virtual-accounts?after=-3",
    "/api/admin/virtual-accounts?before=1e3",
  ]) {
    const res = await t.app.inject({ method: "GET", url, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toMatch(/(after|before) must be the cursor of a page link\./);
  }
});

// Gapless positions under parallel sign-ups need real row locks: CI runs this with TEST_DATABASE_URL set.
(usingPostgres() ? test : test.skip)(
  "30 sign-ups at once, a third of them for an address already taken, take one position each and leave no gap (PostgreSQL)",
  async () => {
    const before = await last("customers");
    const tag = Date.now().toString(36);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(t, "/api/register", registration({ email: `parallel-${tag}-${i % 20}@example.com` }), { ip: randomIp() }),
      ),
    );
    const created = results.filter((r) => r.statusCode === 201).length;
    expect(created).toBe(20);
    const customers = await expectCustomersNumbered();
    expect(customers.length).toBe(before + 20);
  },
);
