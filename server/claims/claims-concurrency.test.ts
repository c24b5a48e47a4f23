import { eq } from "drizzle-orm";
import { customerCases, journals, transactions } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { customer, rid } from "../purchases/test-helpers";
import { bearer } from "../test/fixtures";
import { apiSuite } from "../test/api-suite";
import { usingPostgres } from "../test/test-app";
import { fundingKey } from "../wallet/funding";
import { CLAIMS_PER_DAY } from "../../lib/contracts/claims";
import { balance, casesOf, claim, customerWithAccount, heldTransfer, releaseWebhook, today } from "./claims-test-kit";

jest.setTimeout(60_000);

// Real parallel transactions need PostgreSQL (PGlite runs one at a time); CI runs these with TEST_DATABASE_URL.
(usingPostgres() ? describe : describe.skip)("claims in parallel (PostgreSQL)", () => {
  const { t } = apiSuite();

  const fundingJournals = (ref: string) =>
    t.app.ctx.db
      .select()
      .from(journals)
      .where(eq(journals.idempotencyKey, fundingKey("monnify", ref)));

  test("four claims and the late webhook at once credit the transfer exactly once", async () => {
    const c = await customerWithAccount(t);
    const { transactionReference } = await heldTransfer(t, c.account.accountReference, "1234.56");
    const [webhookStatus, ...claims] = await Promise.all([
      releaseWebhook(t, transactionReference),
      ...Array.from({ length: 4 }, () => claim(t, c.token, { amount: "1234.56", sent_on: today(t) })),
    ]);
    expect(webhookStatus).toBe(200);
    const results = claims.map((r) => r.json().result);
    expect(results.filter((r) => r === "credited").length).toBeLessThanOrEqual(1);
    // The repeats answer the one claim kept: still being checked, or already credited.
    expect(results.every((r) => ["credited", "already_credited", "case_opened"].includes(r))).toBe(true);
    expect(new Set(claims.map((r) => r.json().claim.id)).size).toBe(1);
    const [kept, ...more] = await casesOf(t, c.userId);
    expect(more).toEqual([]);
    expect(kept.status).toBe("resolved");
    expect(await balance(t, c.userId)).toBe(123_456);
    expect(await fundingJournals(transactionReference)).toHaveLength(1);
  });

  test("claims of two transfers in parallel each credit their own once", async () => {
    const c = await customerWithAccount(t);
    const a = await heldTransfer(t, c.account.accountReference, "100");
    const b = await heldTransfer(t, c.account.accountReference, "200");
    await Promise.all([
      claim(t, c.token, { amount: "100", sent_on: today(t), reference: a.transactionReference }),
      claim(t, c.token, { amount: "100", sent_on: today(t), reference: a.transactionReference }),
      claim(t, c.token, { amount: "200", sent_on: today(t), reference: b.paymentReference }),
      claim(t, c.token, { amount: "200", sent_on: today(t) }),
    ]);
    expect(await balance(t, c.userId)).toBe(30_000);
    expect(await fundingJournals(a.transactionReference)).toHaveLength(1);
    expect(await fundingJournals(b.transactionReference)).toHaveLength(1);
  });

  test(`${CLAIMS_PER_DAY + 5} claims at once: exactly ${CLAIMS_PER_DAY} are recorded, the rest refused`, async () => {
    const c = await customerWithAccount(t);
    const answers = await Promise.all(
      Array.from({ length: CLAIMS_PER_DAY + 5 }, (_, i) =>
        claim(t, c.token, { amount: String(10 + i), sent_on: today(t) }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(CLAIMS_PER_DAY);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect(await casesOf(t, c.userId)).toHaveLength(CLAIMS_PER_DAY);
  });

  test("the same claim ten times at once: one row, one check, the others answer it", async () => {
    const c = await customerWithAccount(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => claim(t, c.token, { amount: "55", sent_on: today(t), reference: "MNFY|1|X" })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.json().claim.id)).size).toBe(1);
    expect(await casesOf(t, c.userId)).toHaveLength(1);
  });
});

(usingPostgres() ? describe : describe.skip)("disputes in parallel (PostgreSQL)", () => {
  const { t, asAdmin } = apiSuite({ purchases: true, admin: true });

  test("disputes racing the admin's Requery and Refund: never a case left open on a purchase made final", async () => {
    const c = await customer(t, 1_000_000);
    for (let i = 0; i < 8; i++) {
      // VTpass answers "pending" to the first re-query of this purchase and "delivered" after.
      const paid = await c.post("/api/pay/airtime", {
        request_id: rid(),
        network: "mtn",
        phone: N.pendingAlias,
        amount: 100,
      });
      const id = paid.body.transaction.id as string;
      expect(paid.body.transaction.status).toBe("pending");
      const answers = await Promise.all([
        t.app.inject({ method: "POST", url: `/api/transactions/${id}/dispute`, headers: bearer(c.token) }),
        t.app.inject({ method: "POST", url: `/api/transactions/${id}/dispute`, headers: bearer(c.token) }),
        asAdmin("POST", `/api/admin/transactions/${id}/requery`),
        asAdmin("POST", `/api/admin/transactions/${id}/requery`),
        asAdmin("POST", `/api/admin/transactions/${id}/refund`),
      ]);
      expect(answers.map((r) => r.statusCode).every((s) => s < 500)).toBe(true);
      const [purchase] = await t.app.ctx.db.select().from(transactions).where(eq(transactions.id, id));
      if (purchase.status === "pending") continue;
      const cases = await t.app.ctx.db.select().from(customerCases).where(eq(customerCases.transactionId, id));
      expect([i, cases.filter((k) => k.status !== "resolved").map((k) => k.status)]).toEqual([i, []]);
    }
  });
});
