import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { pdfText } from "../test/pdf-tools";
import { recordTransaction, updateTransaction } from "./transactions-repo";

jest.setTimeout(30_000);

let t: TestApp;
let alice: { userId: string; token: string; email: string; name: string };
let bob: { userId: string; token: string; email: string; name: string };
const ids: string[] = []; // alice's rows, oldest first

// 19 rows for alice, one hour apart, ending 2025-03-10 12:00 UTC; every 4th is electricity.
const base = Date.parse("2025-03-10T12:00:00Z");
const at = (i: number) => new Date(base - (18 - i) * 3600 * 1000);

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t, { name: "Alice Okafor", email: "alice@example.com" });
  bob = await createUser(t, { name: "Bob Bello" });
  const db = t.app.ctx.db;
  for (let i = 0; i < 19; i++) {
    const electricity = i % 4 === 0;
    const { id } = await recordTransaction(db, {
      userId: alice.userId,
      type: i === 5 ? "cashback" : "purchase",
      service: electricity ? "electricity" : "airtime",
      amountKobo: 10_000 + i,
      status: i % 3 === 0 ? "failed" : "delivered",
      reference: `REF-A-${String(i).padStart(2, "0")}`,
      requestId: `AIRTIME_${1700000000 + i}_abc${i}`,
      details: electricity
        ? { phone: "08011111111", token: `1234-5678-${i}`, units: "12.5 kWh" }
        : { phone: "08011111111" },
      createdAt: at(i),
    });
    ids.push(id);
  }
  await recordTransaction(db, {
    userId: bob.userId,
    type: "purchase",
    service: "airtime",
    amountKobo: 5_000,
    status: "delivered",
    reference: "REF-B-1",
    requestId: "AIRTIME_B",
    createdAt: at(3),
  });
});
afterAll(() => t.close());

const get = (url: string, token = alice.token) => t.app.inject({ method: "GET", url, headers: bearer(token) });

describe("GET /api/transactions", () => {
  test("needs a token", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/transactions" });
    expect(res.statusCode).toBe(401);
  });

  test("pages 8 at a time, newest first, with Laravel-style pagination", async () => {
    const p1 = await get("/api/transactions?page=1&per_page=8");
    expect(p1.statusCode).toBe(200);
    const b1 = p1.json();
    expect(b1.status).toBe("success");
    expect(b1.transactions.map((x: { reference: string }) => x.reference)).toEqual(
      [18, 17, 16, 15, 14, 13, 12, 11].map((i) => `REF-A-${String(i).padStart(2, "0")}`),
    );
    expect(b1.pagination).toEqual({
      total: 19,
      per_page: 8,
      current_page: 1,
      last_page: 3,
      next_page_url: "/api/transactions?page=2&per_page=8",
      prev_page_url: null,
    });
    const p3 = (await get("/api/transactions?page=3")).json();
    expect(p3.transactions.map((x: { reference: string }) => x.reference)).toEqual([
      "REF-A-02",
      "REF-A-01",
      "REF-A-00",
    ]);
    expect(p3.pagination).toMatchObject({
      current_page: 3,
      last_page: 3,
      next_page_url: null,
      prev_page_url: "/api/transactions?page=2&per_page=8",
    });
    const beyond = (await get("/api/transactions?page=9")).json();
    expect(beyond.transactions).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 19, current_page: 9, next_page_url: null });
  });

  test("an item carries naira amounts, both date fields, ids and the customer-facing details", async () => {
    const body = (await get("/api/transactions?per_page=1")).json();
    expect(body.transactions[0]).toMatchObject({
      id: ids[18],
      service: "airtime",
      type: "purchase",
      amount: 100.18,
      amount_kobo: 10_018,
      reference: "REF-A-18",
      request_id: "AIRTIME_1700000018_abc18",
      transaction_id: null,
      status: "failed",
      date: at(18).toISOString(),
      transaction_date: at(18).toISOString(),
      phone: "08011111111",
      details: { phone: "08011111111" },
    });
  });

  test("filters by service, status, type and Lagos calendar days, keeping filters in page links", async () => {
    const elec = (await get("/api/transactions?service=electricity&per_page=2")).json();
    expect(elec.pagination).toMatchObject({
      total: 5,
      last_page: 3,
      next_page_url: "/api/transactions?page=2&per_page=2&service=electricity",
    });
    const failed = (await get("/api/transactions?status=failed&per_page=100")).json();
    expect(failed.transactions.map((x: { reference: string }) => x.reference)).toEqual([
      "REF-A-18",
      "REF-A-15",
      "REF-A-12",
      "REF-A-09",
      "REF-A-06",
      "REF-A-03",
      "REF-A-00",
    ]);
    const cashback = (await get("/api/transactions?type=cashback")).json();
    expect(cashback.transactions.map((x: { reference: string }) => x.reference)).toEqual(["REF-A-05"]);
    // at(i) = 2025-03-09 18:00 UTC + i hours; Lagos is UTC+1, so i >= 5 is 10 March in Lagos.
    const tenth = (await get("/api/transactions?from=2025-03-10&to=2025-03-10&per_page=100")).json();
    expect(tenth.pagination.total).toBe(14);
    const ninth = (await get("/api/transactions?to=2025-03-09&per_page=100")).json();
    expect(ninth.transactions.map((x: { reference: string }) => x.reference)).toEqual([
      "REF-A-04",
      "REF-A-03",
      "REF-A-02",
      "REF-A-01",
      "REF-A-00",
    ]);
  });

  test("search finds a row by the short reference the screens show (issue 16)", async () => {
    // REF-A-07's request id is AIRTIME_1700000007_abc7: its last 8 letters and digits, 0007ABC7.
    const byShort = (await get("/api/transactions?search=0007-abc7")).json();
    expect(byShort.transactions.map((x: { reference: string }) => x.reference)).toEqual(["REF-A-07"]);
    expect((await get("/api/transactions?search=0007-ABC7")).json().pagination.total).toBe(1);
    expect((await get("/api/transactions?search=9999-ABC7")).json().pagination.total).toBe(0);
  });

  test("search matches reference or request id, case-insensitive, with LIKE wildcards taken literally", async () => {
    const byRef = (await get("/api/transactions?search=ref-a-1")).json();
    expect(byRef.pagination.total).toBe(9);
    const byRequest = (await get("/api/transactions?search=abc17")).json();
    expect(byRequest.transactions.map((x: { reference: string }) => x.reference)).toEqual(["REF-A-17"]);
    expect((await get("/api/transactions?search=%25")).json().pagination.total).toBe(0);
    expect((await get("/api/transactions?search=F_A")).json().pagination.total).toBe(0);
  });

  test("only the caller's rows", async () => {
    const body = (await get("/api/transactions?per_page=100", bob.token)).json();
    expect(body.transactions.map((x: { reference: string }) => x.reference)).toEqual(["REF-B-1"]);
    expect((await get("/api/transactions?search=REF-B")).json().pagination.total).toBe(0);
  });

  test.each([
    ["per_page=0", "per_page"],
    ["per_page=101", "per_page"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["from=2025-02-30", "from"],
    ["to=10-03-2025", "to"],
    ["from=2025-03-10&to=2025-03-09", "to"],
    ["type=bogus", "type"],
  ])("bad query %s is a 422 naming %s", async (qs, field) => {
    const res = await get(`/api/transactions?${qs}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });
});

describe("GET /api/transactions/:id", () => {
  test("answers the caller's own transaction", async () => {
    const res = await get(`/api/transactions/${ids[4]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "success",
      transaction: { id: ids[4], reference: "REF-A-04", token: "1234-5678-4" },
    });
  });

  test("another customer's id, an unknown id and a malformed id are all 404", async () => {
    expect((await get(`/api/transactions/${ids[4]}`, bob.token)).statusCode).toBe(404);
    expect((await get("/api/transactions/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await get("/api/transactions/not-a-uuid")).statusCode).toBe(404);
  });

  test("updateTransaction changes status and merges details", async () => {
    await updateTransaction(t.app.ctx.db, ids[7], {
      status: "refunded",
      providerReference: "VT-777",
      details: { reason: "provider failed" },
    });
    const tx = (await get(`/api/transactions/${ids[7]}`)).json().transaction;
    expect(tx).toMatchObject({
      status: "refunded",
      transaction_id: "VT-777",
      phone: "08011111111",
      reason: "provider failed",
    });
  });
});

describe("GET /api/transactions/:id/receipt", () => {
  test("is a PDF named after the reference with the transaction's facts", async () => {
    const { id } = await recordTransaction(t.app.ctx.db, {
      userId: alice.userId,
      type: "purchase",
      service: "exam",
      amountKobo: 123_450,
      status: "delivered",
      reference: "REF-EXAM-RECEIPT",
      requestId: "EXAMPIN_1_ab12cd34",
      details: {
        phone: "08022222222",
        exam_type: "waec",
        quantity: 2,
        pins: [
          { serial: "SN001", pin: "PIN-111" },
          { serial: "SN002", pin: "PIN-222" },
        ],
      },
      createdAt: new Date("2025-03-10T23:30:00Z"),
    });
    const res = await get(`/api/transactions/${id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="receipt_REF-EXAM-RECEIPT.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    for (const s of [
      "Naira Wallet",
      "Transaction Receipt",
      "REF-EXAM-RECEIPT",
      // The short reference the screens show (issue 16), beside the full one kept for support.
      "AB12-CD34",
      "Support reference",
      "₦1,234.50",
      "Exam Pin",
      "Delivered",
      "Alice Okafor",
      "alice@example.com",
      "08022222222",
      "PIN-111",
      "SN002",
      "11 Mar 2025", // 23:30 UTC is 00:30 the next day in Lagos
      t.config.SUPPORT_EMAIL,
    ])
      expect(text).toContain(s);
  });

  test("electricity receipts show the token and units", async () => {
    const text = pdfText((await get(`/api/transactions/${ids[8]}/receipt`)).rawPayload);
    expect(text).toContain("1234-5678-8");
    expect(text).toContain("12.5 kWh");
    expect(text).toContain("₦100.08");
  });

  test("another customer's receipt and a malformed id are 404", async () => {
    expect((await get(`/api/transactions/${ids[2]}/receipt`, bob.token)).statusCode).toBe(404);
    expect((await get("/api/transactions/123/receipt")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/transactions/${ids[2]}/receipt` })).statusCode).toBe(401);
  });
});
