import { eq } from "drizzle-orm";
import { cashbackRates, users, virtualAccounts, webhookEvents, type PurchaseChannel } from "../db/schema";
import { cashbackRateBp } from "../purchases/cashback";
import { bearer, createUser, fundWallet } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { recordTransaction } from "../wallet/transactions-repo";
import { lagosDayWindow } from "../wallet/lagos-day";

jest.setTimeout(30_000);

let t: TestApp;
let admin: { token: string };
let alice: { userId: string; token: string; email: string; name: string };
let bob: { userId: string; token: string; email: string; name: string };
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  admin = await createUser(t, { isAdmin: true, name: "Ops Admin" });
  alice = await createUser(t, { name: "Alice Okafor", email: "alice@example.com", phone: "08031111111" });
  bob = await createUser(t, { name: "Bob Bello", email: "bob@example.com", phone: "08032222222" });
  // Around the start of today's Lagos day: rows 1 minute before (yesterday) and after (today).
  const { start } = lagosDayWindow(t.app.ctx.now());
  // ₦5,000 funding, its history row (no commission) 10 minutes before today's Lagos day.
  const funding = await fundWallet(t, alice.userId, 500_000, { history: false });
  await recordTransaction(db, {
    userId: alice.userId,
    type: "funding",
    service: "wallet_funding",
    amountKobo: 500_000,
    status: "successful",
    reference: "FUND-ALICE-1",
    journalId: funding.journalId,
    createdAt: new Date(start.getTime() - 10 * MIN),
  });
  const rows: Array<[string, string, string, number, number]> = [
    // [user, reference, status, commission kobo, minutes from the start of today]
    [alice.userId, "ADM-Y1", "delivered", 1_250, -1],
    [alice.userId, "ADM-T1", "delivered", 300, 1],
    [bob.userId, "ADM-T2", "success", 75, 2],
    [bob.userId, "ADM-T3", "failed", 9_999, 3], // failed: its commission never counts
    [bob.userId, "ADM-T4", "pending", 0, 4],
  ];
  // How each was asked for; ADM-T4 has none, as a purchase made before the column.
  const channels: Record<string, PurchaseChannel> = {
    "ADM-Y1": "web",
    "ADM-T1": "schedule",
    "ADM-T2": "bulk",
    "ADM-T3": "api",
  };
  for (const [userId, reference, status, commission, minutes] of rows) {
    await recordTransaction(db, {
      userId,
      type: "purchase",
      service: reference === "ADM-T2" ? "data" : "airtime",
      amountKobo: 10_000,
      status,
      reference,
      commissionKobo: commission,
      channel: channels[reference],
      createdAt: new Date(start.getTime() + minutes * MIN),
    });
  }
  await db.insert(virtualAccounts).values([
    {
      userId: alice.userId,
      accountReference: "VA-ALICE",
      accountNumber: "9900000001",
      bankName: "Wema Bank",
      accountName: "NW/Alice Okafor",
      status: "active",
    },
    { userId: bob.userId, accountReference: "VA-BOB", status: "pending" },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(admin.token) });

test("lagosDayWindow: the Lagos calendar day is UTC+1", () => {
  expect(lagosDayWindow(new Date("2025-03-05T23:30:00Z"))).toEqual({
    day: "2025-03-06",
    start: new Date("2025-03-05T23:00:00Z"),
    end: new Date("2025-03-06T23:00:00Z"),
  });
  expect(lagosDayWindow(new Date("2025-03-05T22:59:59Z")).day).toBe("2025-03-05");
});

test("stats: counts, commission sums without failed rows, today's commission in Lagos time, active accounts", async () => {
  const res = await get("/api/admin/stats");
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    status: "success",
    stats: {
      total_transactions: 6, // the funding row and the five purchases
      total_commission: 16.25, // 1250 + 300 + 75 kobo
      today_commission: 3.75, // 300 + 75 kobo (the 1 250 was a minute before Lagos midnight)
      virtual_accounts: 1,
    },
  });
});

test("stats follow the clock: a day later, today's commission is 0", async () => {
  t.advance(24 * 3600 * 1000);
  try {
    const res = await get("/api/admin/stats");
    expect(res.json().stats).toMatchObject({ total_commission: 16.25, today_commission: 0 });
  } finally {
    t.advance(-24 * 3600 * 1000);
  }
});

test("transactions: 8 a page, newest first, customer, commission in naira, page links", async () => {
  const first = await get("/api/admin/transactions");
  expect(first.statusCode).toBe(200);
  const body = first.json();
  expect(body.pagination).toEqual({
    total: 6,
    per_page: 8,
    current_page: 1,
    last_page: 1,
    next_page_url: null,
    prev_page_url: null,
  });
  expect(body.transactions.map((r: { reference: string }) => r.reference).slice(0, 5)).toEqual([
    "ADM-T4",
    "ADM-T3",
    "ADM-T2",
    "ADM-T1",
    "ADM-Y1",
  ]);
  expect(body.transactions[2]).toMatchObject({
    customer_name: "Bob Bello",
    customer_email: "bob@example.com",
    service: "data",
    amount: 100,
    status: "success",
    commission: 0.75,
  });
  // Each purchase's channel; none for the funding row and for a purchase older than the column.
  expect(
    Object.fromEntries(
      body.transactions.map((r: { reference: string; channel: string | null }) => [r.reference, r.channel]),
    ),
  ).toEqual({
    "ADM-T4": null,
    "ADM-T3": "api",
    "ADM-T2": "bulk",
    "ADM-T1": "schedule",
    "ADM-Y1": "web",
    "FUND-ALICE-1": null,
  });
  // A failed row earned nothing: its stored commission shows as ₦0.00 in the list, its page and the CSV.
  const failed = body.transactions[1];
  expect(failed).toMatchObject({ reference: "ADM-T3", status: "failed", commission: 0 });
  expect((await get(`/api/admin/transactions/${failed.id}`)).json().transaction.commission).toBe(0);
  const csv = (await get("/api/admin/transactions/export.csv")).body.split("\n");
  expect(csv.find((line) => line.includes("ADM-T3"))).toMatch(/,failed,0\.00,.*,api\r?$/);

  const p2 = await get("/api/admin/transactions?page=2&per_page=4");
  expect(p2.json().pagination).toMatchObject({
    total: 6,
    per_page: 4,
    current_page: 2,
    last_page: 2,
    next_page_url: null,
    prev_page_url: expect.stringMatching(/^\/api\/admin\/transactions\?page=1&per_page=4&before=[\w-]+$/),
  });
  expect(p2.json().transactions).toHaveLength(2);
  const p1 = await get("/api/admin/transactions?page=1&per_page=4&status=successful");
  expect(p1.json().pagination.next_page_url).toBeNull();
});

test("transactions: the channel filter, counted over the rows (the rollup has no channel), kept in page links and the CSV", async () => {
  const refs = (body: { transactions: { reference: string }[] }) => body.transactions.map((r) => r.reference);
  const api = (await get("/api/admin/transactions?channel=api")).json();
  expect(refs(api)).toEqual(["ADM-T3"]);
  expect(api.pagination.total).toBe(1);
  const web = (await get("/api/admin/transactions?channel=web&status=successful")).json();
  expect(refs(web)).toEqual(["ADM-Y1"]);
  expect((await get("/api/admin/transactions?channel=bulk&service=airtime")).json().pagination.total).toBe(0);
  // Past the last page: the link back keeps the filter.
  const past = (await get("/api/admin/transactions?channel=schedule&per_page=1&page=2")).json();
  expect(past.pagination).toMatchObject({ total: 1, last_page: 1 });
  expect(past.pagination.prev_page_url).toContain("channel=schedule");
  const csv = (await get("/api/admin/transactions/export.csv?channel=bulk")).body.trim().split("\n");
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain("ADM-T2");
  const bad = await get("/api/admin/transactions?channel=phone");
  expect(bad.statusCode).toBe(422);
  expect(bad.json().message).toContain("channel must be one of web");
});

test("transactions: the page links seek (keyset) to the same rows as the page numbers, filters kept", async () => {
  const refsOf = (r: { json(): { transactions: { reference: string }[] } }) =>
    r.json().transactions.map((x) => x.reference);
  const byNumber = await Promise.all([1, 2, 3].map((n) => get(`/api/admin/transactions?page=${n}&per_page=2`)));
  // Forward from page 1 through the Next links, then back through the Previous links.
  let page = byNumber[0];
  for (const n of [2, 3]) {
    const next = page.json().pagination.next_page_url as string;
    expect(next).toMatch(new RegExp(`^/api/admin/transactions\\?page=${n}&per_page=2&after=[\\w-]+$`));
    page = await get(next);
    expect(page.statusCode).toBe(200);
    expect(page.json().pagination).toMatchObject({ current_page: n, total: 6, last_page: 3 });
    expect(refsOf(page)).toEqual(refsOf(byNumber[n - 1]));
  }
  expect(page.json().pagination.next_page_url).toBeNull();
  for (const n of [2, 1]) {
    const prev = page.json().pagination.prev_page_url as string;
    expect(prev).toMatch(/&before=[\w-]+$/);
    page = await get(prev);
    expect(page.json().pagination.current_page).toBe(n);
    expect(refsOf(page)).toEqual(refsOf(byNumber[n - 1]));
  }
  expect(page.json().pagination.prev_page_url).toBeNull();
  // A filter stays in the seeking links.
  const filtered = await get("/api/admin/transactions?per_page=1&service=airtime");
  const next = filtered.json().pagination.next_page_url as string;
  expect(next).toContain("service=airtime");
  expect(refsOf(await get(next))).toEqual(
    refsOf(await get("/api/admin/transactions?page=2&per_page=1&service=airtime")),
  );
});

test("transactions: a cursor that no page link made is refused (422), not a 500", async () => {
  for (const bad of ["nonsense", Buffer.from("2026-01-01|not-a-uuid").toString("base64url"), "x".repeat(300)]) {
    const res = await get(`/api/admin/transactions?after=${bad}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBeTruthy();
  }
  expect((await get(`/api/admin/customers?before=nonsense`)).statusCode).toBe(422);
  expect((await get(`/api/admin/virtual-accounts?after=nonsense`)).statusCode).toBe(422);
});

test("transactions: filters (status group, service, search by customer and reference) and bad input", async () => {
  const refs = async (qs: string) =>
    (await get(`/api/admin/transactions?${qs}`)).json().transactions.map((r: { reference: string }) => r.reference);
  expect(await refs("status=successful")).toEqual(["ADM-T2", "ADM-T1", "ADM-Y1", "FUND-ALICE-1"]);
  expect(await refs("status=failed")).toEqual(["ADM-T3"]);
  expect(await refs("service=data")).toEqual(["ADM-T2"]);
  expect(await refs("search=bob%40example")).toEqual(["ADM-T4", "ADM-T3", "ADM-T2"]);
  expect(await refs("search=adm-y")).toEqual(["ADM-Y1"]);
  expect(await refs("search=%25")).toEqual([]); // % is literal
  const bad = await get("/api/admin/transactions?page=0&type=gift");
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors).sort()).toEqual(["page", "type"]);
});

test("customers: customers only, balance in naira, search, total", async () => {
  const res = await get("/api/admin/customers?page=1");
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.total).toBe(2);
  expect(body.pagination).toMatchObject({ total: 2, per_page: 8, last_page: 1 });
  const a = body.customers.find((c: { email: string }) => c.email === "alice@example.com");
  expect(a).toMatchObject({
    id: alice.userId,
    name: "Alice Okafor",
    phone: "08031111111",
    balance: 5000,
    status: "active",
    kyc_status: "not_submitted",
  });
  expect(body.customers.find((c: { email: string }) => c.email === "bob@example.com").balance).toBe(0);
  expect(
    (await get("/api/admin/customers?search=0803222")).json().customers.map((c: { name: string }) => c.name),
  ).toEqual(["Bob Bello"]);
});

test("customers page through 8 at a time", async () => {
  const more = [];
  for (let i = 0; i < 8; i++) more.push(await createUser(t, { name: `Paging ${i}` }));
  try {
    const p1 = (await get("/api/admin/customers?page=1")).json();
    const p2 = (await get("/api/admin/customers?page=2")).json();
    expect(p1.customers).toHaveLength(8);
    expect(p2.customers).toHaveLength(2);
    expect(p1.pagination).toMatchObject({
      total: 10,
      last_page: 2,
      next_page_url: expect.stringMatching(/^\/api\/admin\/customers\?page=2&per_page=8&after=[\w-]+$/),
    });
    const ids = new Set([...p1.customers, ...p2.customers].map((c: { id: string }) => c.id));
    expect(ids.size).toBe(10);
    // The Next link seeks to the rows page 2 holds; its Previous link back to page 1's.
    const viaLink = (await get(p1.pagination.next_page_url)).json();
    expect(viaLink.customers).toEqual(p2.customers);
    expect(viaLink.pagination).toMatchObject({ current_page: 2, total: 10 });
    expect((await get(viaLink.pagination.prev_page_url)).json().customers).toEqual(p1.customers);
  } finally {
    for (const u of more) await t.app.ctx.db.delete(users).where(eq(users.id, u.userId));
  }
});

test("virtual accounts: holder, bank, balance, status, total", async () => {
  const body = (await get("/api/admin/virtual-accounts?page=1")).json();
  expect(body.total).toBe(2);
  expect(body.accounts).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        account_number: "9900000001",
        holder_name: "NW/Alice Okafor",
        bank_name: "Wema Bank",
        balance: 5000,
        status: "active",
      }),
      expect.objectContaining({
        account_number: null,
        holder_name: "Bob Bello",
        bank_name: null,
        balance: 0,
        status: "pending",
      }),
    ]),
  );
});

test("webhook events: newest first, filtered by outcome", async () => {
  const db = t.app.ctx.db;
  await db.insert(webhookEvents).values([
    {
      provider: "monnify",
      transactionReference: "MNFY-1",
      rawBody: "{}",
      signatureValid: false,
      outcome: "rejected_signature",
      reason: "bad signature",
      createdAt: new Date(Date.now() - 2 * MIN),
    },
    {
      provider: "monnify",
      transactionReference: "MNFY-2",
      rawBody: "{}",
      signatureValid: true,
      outcome: "credited",
      amountKobo: 250_000,
      userId: alice.userId,
      createdAt: new Date(Date.now() - MIN),
    },
  ]);
  const all = (await get("/api/admin/webhook-events")).json();
  expect(all.events.map((e: { transaction_reference: string }) => e.transaction_reference)).toEqual([
    "MNFY-2",
    "MNFY-1",
  ]);
  expect(all.events[0]).toMatchObject({
    amount: 2500,
    customer_email: "alice@example.com",
    signature_valid: true,
    outcome: "credited",
  });
  const forged = (await get("/api/admin/webhook-events?outcome=rejected_signature")).json();
  expect(forged.events.map((e: { reason: string }) => e.reason)).toEqual(["bad signature"]);
  expect((await get("/api/admin/webhook-events?outcome=nope")).statusCode).toBe(422);
});

test("ledger check runs over the real ledger", async () => {
  const res = await get("/api/admin/ledger-check");
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    status: "success",
    report: { ok: true, balanceMismatches: [], unbalancedJournals: [] },
  });
  expect(res.json().report.journals).toBeGreaterThanOrEqual(1);
});

test("cashback rates: defaults, then a saved rate the purchase engine reads", async () => {
  const before = (await get("/api/admin/settings/cashback-rates")).json();
  expect(before.rates.find((r: { service: string }) => r.service === "airtime")).toMatchObject({
    rate_percent: 2,
    rate_bp: 200,
    is_default: true,
  });

  const put = (payload: object) =>
    t.app.inject({ method: "PUT", url: "/api/admin/settings/cashback-rates", headers: bearer(admin.token), payload });
  const saved = await put({ service: "airtime", rate_percent: 3.25 });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().rates.find((r: { service: string }) => r.service === "airtime")).toMatchObject({
    rate_percent: 3.25,
    rate_bp: 325,
    is_default: false,
  });
  expect(await cashbackRateBp(t.app.ctx.db, "airtime")).toBe(325);
  expect((await put({ service: "airtime", rate_percent: 0.5 })).statusCode).toBe(200);
  expect(await t.app.ctx.db.select().from(cashbackRates)).toEqual([
    expect.objectContaining({ service: "airtime", rateBp: 50 }),
  ]);

  for (const bad of [
    { service: "gift", rate_percent: 1 },
    { service: "data", rate_percent: 101 },
    { service: "data", rate_percent: 1.234 },
    { service: "data", rate_percent: "2" },
  ]) {
    const res = await put(bad);
    expect({ bad, status: res.statusCode }).toEqual({ bad, status: 422 });
  }
});

test("suspend revokes the customer's tokens (bearer calls 401); reactivate lets them back; admins and unknown ids are 404", async () => {
  const carol = await createUser(t, { name: "Carol Eze" });
  const post = (id: string, status: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/customers/${id}/status`,
      headers: bearer(admin.token),
      payload: { status },
    });
  expect((await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(carol.token) })).statusCode).toBe(200);

  const s = await post(carol.userId, "suspended");
  expect(s.statusCode).toBe(200);
  expect(s.json()).toMatchObject({ status: "success", customer: { id: carol.userId, status: "suspended" } });
  expect((await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(carol.token) })).statusCode).toBe(401);

  const r = await post(carol.userId, "active");
  expect(r.json().customer.status).toBe("active");
  // The old token stays revoked: reactivation does not resurrect sessions.
  expect((await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(carol.token) })).statusCode).toBe(401);

  const other = await createUser(t, { isAdmin: true });
  expect((await post(other.userId, "suspended")).statusCode).toBe(404);
  expect((await post("not-a-uuid", "suspended")).statusCode).toBe(404);
  expect((await post("00000000-0000-4000-8000-000000000000", "suspended")).statusCode).toBe(404);
  expect((await post(carol.userId, "deleted")).statusCode).toBe(422);
});
