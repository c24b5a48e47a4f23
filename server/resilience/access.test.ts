import { randomBytes } from "node:crypto";
import { invoices } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser, fundWallet, TEST_PIN } from "../test/fixtures";
import { apiOperations, urlOf, type ApiOperation } from "./support";

/**
 * Access: another customer's ids answer 404 exactly like ids that do not exist; every admin
 * operation refuses a customer's token with 403; expired, revoked and forged tokens are 401.
 */
jest.setTimeout(60_000);

/** A plausible body for each write, so the answer is about access and not about validation. */
const VALID_BODIES: Record<string, unknown> = {
  "POST /api/admin/customers/{id}/status": { status: "suspended" },
  "PUT /api/admin/settings/cashback-rates": { rates: [] },
  "PUT /api/beneficiaries/{id}": { nickname: "Mama" },
  "POST /api/bulk/{id}/confirm": { pin: TEST_PIN },
  "PUT /api/invoices/{id}": {
    amount: 5000,
    description: "Website design",
    customer_email: "client@example.com",
    customer_name: "A Client",
    expiry_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  },
  "POST /api/pay/airtime": {
    network: "mtn",
    phone: "08011111111",
    amount: 100,
    request_id: "AIRTIME_access_1",
    pin: TEST_PIN,
  },
  "PUT /api/passkeys/{id}": { name: "Renamed" },
  "PUT /api/schedules/{id}": { amount: 100, request_id: "EDIT_ACCESS_TEST", pin: "4826" },
};

describe("access control", () => {
  let t: TestApp;
  let ops: ApiOperation[];
  let alice: Awaited<ReturnType<typeof createUser>>;
  let bob: Awaited<ReturnType<typeof createUser>>;
  let aliceTransactionId: string;
  let aliceInvoiceId: string;
  let aliceBeneficiaryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ops = await apiOperations(t.app);
    alice = await createUser(t);
    bob = await createUser(t);
    const funded = await fundWallet(t, alice.userId, 5_000_00);
    aliceTransactionId = funded.transactionId!;
    const now = t.app.ctx.now();
    const [inv] = await t.app.ctx.db
      .insert(invoices)
      .values({
        userId: alice.userId,
        invoiceReference: `INV-${randomBytes(4).toString("hex")}`,
        providerReference: `MNFY-INV-${randomBytes(4).toString("hex")}`,
        amountKobo: 5_000_00,
        description: "Alice's invoice",
        customerEmail: "client@example.com",
        customerName: "A Client",
        expiryDate: new Date(now.getTime() + 7 * 86_400_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoices.id });
    aliceInvoiceId = inv.id;
    const saved = await call("POST", "/api/beneficiaries", alice.token, { kind: "phone", phone: "08011111111" });
    aliceBeneficiaryId = (saved.json() as { data: { id: string } }).data.id;
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method: method as "GET",
      url,
      headers: token ? bearer(token) : {},
      payload: payload as object | undefined,
    });

  test("the owner can read their own records (so the 404s below are about ownership)", async () => {
    expect((await call("GET", `/api/transactions/${aliceTransactionId}`, alice.token)).statusCode).toBe(200);
    expect((await call("GET", `/api/transactions/${aliceTransactionId}/receipt`, alice.token)).statusCode).toBe(200);
    expect((await call("GET", `/api/invoices/${aliceInvoiceId}`, alice.token)).statusCode).toBe(200);
    const mine = (await call("GET", "/api/beneficiaries", alice.token)).json() as { data: { id: string }[] };
    expect(mine.data.map((b) => b.id)).toContain(aliceBeneficiaryId);
  });

  test("another customer's transaction, receipt and invoice answer 404, the same as a missing id", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    const idOps = ops.filter((o) => o.secured && o.pathParams.includes("id") && !o.path.startsWith("/api/admin/"));
    expect(idOps.map((o) => `${o.method} ${o.path}`).sort()).toEqual(
      expect.arrayContaining([
        "GET /api/transactions/{id}",
        "GET /api/transactions/{id}/receipt",
        "GET /api/invoices/{id}",
        "PUT /api/invoices/{id}",
        "POST /api/invoices/{id}/send",
      ]),
    );
    for (const op of idOps) {
      const ownerId = op.path.startsWith("/api/invoices")
        ? aliceInvoiceId
        : op.path.startsWith("/api/beneficiaries")
          ? aliceBeneficiaryId
          : aliceTransactionId;
      const body = VALID_BODIES[`${op.method} ${op.path}`];
      const theirs = await call(op.method, urlOf(op, { id: ownerId }), bob.token, body);
      const none = await call(op.method, urlOf(op, { id: missing }), bob.token, body);
      expect({ op: op.path, method: op.method, status: theirs.statusCode }).toEqual({
        op: op.path,
        method: op.method,
        status: 404,
      });
      expect(theirs.json()).toEqual(none.json());
    }
    // Bob's PUT and DELETE left Alice's beneficiary as it was.
    const after = (await call("GET", "/api/beneficiaries", alice.token)).json() as {
      data: { id: string; nickname: string | null }[];
    };
    expect(after.data.find((b) => b.id === aliceBeneficiaryId)).toMatchObject({ nickname: null });
    // Bob's list holds none of Alice's records.
    const list = (await call("GET", "/api/transactions", bob.token)).json() as { transactions: { id: string }[] };
    expect(list.transactions.map((x) => x.id)).not.toContain(aliceTransactionId);
    const invs = (await call("GET", "/api/invoices", bob.token)).json() as { data: { id: string }[] };
    expect(invs.data.map((x) => x.id)).not.toContain(aliceInvoiceId);
  });

  test("every admin operation refuses a customer's token with 403 and no token with 401", async () => {
    const adminOps = ops.filter((o) => o.path.startsWith("/api/admin/"));
    expect(adminOps.length).toBeGreaterThanOrEqual(8);
    for (const op of adminOps) {
      const url = urlOf(op, { id: alice.userId });
      for (const payload of [VALID_BODIES[`${op.method} ${op.path}`], undefined]) {
        const asCustomer = await call(op.method, url, alice.token, payload);
        expect({ op: `${op.method} ${op.path}`, status: asCustomer.statusCode }).toEqual({
          op: `${op.method} ${op.path}`,
          status: 403,
        });
        expect(typeof asCustomer.json().message).toBe("string");
        const anonymous = await call(op.method, url, null, payload);
        expect({ op: `${op.method} ${op.path}`, status: anonymous.statusCode }).toEqual({
          op: `${op.method} ${op.path}`,
          status: 401,
        });
      }
    }
  });

  test("forged tokens are refused on every secured operation", async () => {
    const forged = [
      randomBytes(32).toString("hex"),
      `${alice.token.slice(0, -1)}${alice.token.endsWith("0") ? "1" : "0"}`,
      "x".repeat(20),
      alice.token.toUpperCase(),
    ];
    const reads = ops.filter((o) => o.secured && o.method === "GET");
    expect(reads.length).toBeGreaterThan(10);
    for (const op of reads) {
      for (const token of forged) {
        const res = await call(
          "GET",
          urlOf(op, { id: aliceTransactionId, networkServiceId: "mtn-data", provider: "dstv" }),
          token,
        );
        expect({ op: op.path, status: res.statusCode }).toEqual({ op: op.path, status: 401 });
      }
    }
    const pay = await call("POST", "/api/pay/airtime", forged[0], VALID_BODIES["POST /api/pay/airtime"]);
    expect(pay.statusCode).toBe(401);
  });

  test("a revoked token (after logout) is refused; the same customer's other token still works", async () => {
    const carol = await createUser(t);
    const other = await createUser(t);
    expect((await call("GET", "/api/user", carol.token)).statusCode).toBe(200);
    expect((await call("POST", "/api/logout", carol.token)).statusCode).toBeLessThan(300);
    expect((await call("GET", "/api/user", carol.token)).statusCode).toBe(401);
    expect((await call("GET", "/api/transactions", carol.token)).statusCode).toBe(401);
    expect((await call("GET", "/api/user", other.token)).statusCode).toBe(200);
  });

  test("a suspended customer's token is refused", async () => {
    const dave = await createUser(t, { status: "suspended" });
    expect((await call("GET", "/api/user", dave.token)).statusCode).toBe(401);
  });

  test("an expired token is refused (clock moved past its expiry)", async () => {
    const erin = await createUser(t);
    expect((await call("GET", "/api/user", erin.token)).statusCode).toBe(200);
    t.advance(31 * 86_400_000);
    expect((await call("GET", "/api/user", erin.token)).statusCode).toBe(401);
    expect((await call("GET", "/api/transactions", alice.token)).statusCode).toBe(401);
  });
});
