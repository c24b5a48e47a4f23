import { eq } from "drizzle-orm";
import { kycSubmissions, monnifySandboxAccounts, virtualAccounts } from "../db/schema";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { kycValues } from "../test/identity";
import { goodKycPage, REFUSED_BVN } from "../merchant/merchant-test-kit";
import { submitKyc } from "../merchant/kyc-service";
import { monnifyAdapter, monnifyTransport, setMonnifyTransport } from "../providers/monnify/monnify-runtime";
import { KYC_MSG } from "../../lib/contracts/kyc";
import { accountReferenceFor, retryDelayMs, retryDueReservations } from "./virtual-accounts";

jest.setTimeout(60_000);

// Real parallelism needs separate connections: PGlite has one. CI runs this file on PostgreSQL
// (scripts/test-all.sh with TEST_DATABASE_URL set).
const describePg = usingPostgres() ? describe : describe.skip;

describePg("reserving with a BVN/NIN under concurrency (PostgreSQL)", () => {
  let t: TestApp;
  /** accountReference of every create sent to Monnify. */
  const created: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const inner = monnifyTransport(t.app.ctx).fetch;
    setMonnifyTransport(t.app.ctx, {
      fetch: (url, init) => {
        if (init?.method === "POST" && url.endsWith("/reserved-accounts"))
          created.push((JSON.parse(String(init.body)) as { accountReference: string }).accountReference);
        return inner(url, init);
      },
    });
  });
  afterAll(() => t.close());

  const createsFor = (userId: string) => created.filter((r) => r === accountReferenceFor(userId)).length;
  const submit = (token: string, payload: object) =>
    t.app.inject({ method: "POST", url: "/api/kyc/submit", headers: bearer(token), payload });
  const refresh = (token: string) =>
    t.app.inject({ method: "POST", url: "/api/account/refresh", headers: bearer(token) });
  const rowOf = async (userId: string) =>
    (await t.app.ctx.db.select().from(virtualAccounts).where(eq(virtualAccounts.userId, userId)))[0];
  const simAccounts = async (userId: string) =>
    t.app.ctx.db
      .select()
      .from(monnifySandboxAccounts)
      .where(eq(monnifySandboxAccounts.accountReference, accountReferenceFor(userId)));

  test("two submissions of one customer at once reserve once: one is answered, the other told to wait", async () => {
    for (let i = 0; i < 8; i++) {
      const c = await createUser(t);
      // Half start from a refused BVN: the row exists already, so only its lock keeps them apart.
      if (i % 2) expect((await submit(c.token, { ...goodKycPage(), bvnNin: REFUSED_BVN })).statusCode).toBe(400);
      const answers = await Promise.all([submit(c.token, goodKycPage()), submit(c.token, goodKycPage())]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const refused = answers.find((a) => a.statusCode === 409)!.json().message;
      // Still reserving when the second came, or already reserved with a BVN.
      expect([KYC_MSG.reserving, KYC_MSG.bvnLinked]).toContain(refused);
      expect(createsFor(c.userId)).toBe(1 + (i % 2));
      expect(await rowOf(c.userId)).toMatchObject({ status: "active", claimedUntil: null });
      expect(await simAccounts(c.userId)).toHaveLength(1);
      const subs = await t.app.ctx.db
        .select()
        .from(kycSubmissions)
        .where(eq(kycSubmissions.userId, c.userId))
        .orderBy(kycSubmissions.createdAt);
      expect(subs.map((s) => `${s.purpose}:${s.status}`)).toEqual([
        ...(i % 2 ? ["reserve:failed"] : []),
        "reserve:verified",
      ]);
    }
  });

  test("a first submission racing the retry job and the refresh reserves once", async () => {
    for (let i = 0; i < 6; i++) {
      const c = await createUser(t);
      const [answer] = await Promise.all([
        submit(c.token, goodKycPage()),
        retryDueReservations(t.app.ctx),
        refresh(c.token),
        retryDueReservations(t.app.ctx),
        refresh(c.token),
      ]);
      expect(answer.json()).toMatchObject({ success: true, kyc_status: "verified" });
      expect(createsFor(c.userId)).toBe(1);
      expect(await rowOf(c.userId)).toMatchObject({ status: "active", attempts: 1 });
    }
  });

  test("a pending reservation retried by two jobs, two refreshes and a new submission at once: one attempt", async () => {
    const c = await createUser(t, { email: `ada+monnify503.${Date.now()}@example.com` });
    expect((await submit(c.token, goodKycPage())).json()).toMatchObject({ kyc_status: "submitted" });
    expect(await rowOf(c.userId)).toMatchObject({ status: "pending", attempts: 1 });
    t.advance(retryDelayMs(1));
    const [, , , , again] = await Promise.all([
      retryDueReservations(t.app.ctx),
      retryDueReservations(t.app.ctx),
      refresh(c.token),
      refresh(c.token),
      submit(c.token, goodKycPage()),
    ]);
    expect(again.statusCode).toBe(409);
    expect([KYC_MSG.reserving, KYC_MSG.bvnLinked]).toContain(again.json().message);
    expect(createsFor(c.userId)).toBe(2); // the 503, then one more
    expect(await rowOf(c.userId)).toMatchObject({ status: "active", attempts: 2, claimedUntil: null });
    expect(await simAccounts(c.userId)).toHaveLength(1);
  });

  test("a duplicate-reference refusal resolves to the existing account", async () => {
    const u = await createUser(t);
    const values = kycValues();
    const earlier = await monnifyAdapter(t.app.ctx).createReservedAccount({
      accountReference: accountReferenceFor(u.userId),
      accountName: values.fullName,
      customerEmail: u.email,
      customerName: values.fullName,
      bvn: values.bvnNin,
    });
    const outcomes = await Promise.all([
      submitKyc(t.app.ctx, u.userId, values).then(
        (r) => r.outcome.status,
        (e: Error) => e.message,
      ),
      retryDueReservations(t.app.ctx),
    ]);
    expect(outcomes[0]).toBe("verified");
    expect(await rowOf(u.userId)).toMatchObject({ status: "active", accountNumber: earlier.accounts[0].accountNumber });
    expect(await simAccounts(u.userId)).toHaveLength(1);
  });
});
