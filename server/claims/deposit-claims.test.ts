import { eq } from "drizzle-orm";
import { journals, transactions } from "../db/schema";
import { apiSuite } from "../test/api-suite";
import { bearer } from "../test/fixtures";
import { setMonnifyTransport, monnifyTransport } from "../providers/monnify/monnify-runtime";
import { CLAIM_CHECKS_PER_DAY, CLAIM_MSG, CLAIMS_PER_DAY } from "../../lib/contracts/claims";
import { fundingKey } from "../wallet/funding";
import {
  balance,
  casesOf,
  claim,
  customerWithAccount,
  eventsFor,
  heldTransfer,
  releaseWebhook,
  today,
} from "./claims-test-kit";

jest.setTimeout(30_000);

const { t } = apiSuite();

const fundingJournals = (ref: string) =>
  t.app.ctx.db
    .select()
    .from(journals)
    .where(eq(journals.idempotencyKey, fundingKey("monnify", ref)));

describe("a transfer whose notification the bank held back", () => {
  test("is credited by the claim (amount and day), the claim closes with its receipt; the late webhook credits nothing more", async () => {
    const c = await customerWithAccount(t);
    const { transactionReference } = await heldTransfer(t, c.account.accountReference, "2500.50");
    expect(await balance(t, c.userId)).toBe(0);

    const res = await claim(t, c.token, { amount: "2500.50", sent_on: today(t) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: "success",
      result: "credited",
      message: CLAIM_MSG.credited,
      claim: {
        kind: "deposit_claim",
        status: "resolved",
        amount_kobo: 250_050,
        provider_reference: transactionReference,
      },
    });
    expect(await balance(t, c.userId)).toBe(250_050);
    // The receipt is the funding row in the customer's history.
    const [funding] = await t.app.ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, transactionReference));
    expect(body.claim.transaction_id).toBe(funding.id);
    expect(funding).toMatchObject({ type: "funding", status: "successful", amount: 250_050, userId: c.userId });

    expect(await releaseWebhook(t, transactionReference)).toBe(200);
    expect(await balance(t, c.userId)).toBe(250_050);
    expect(await fundingJournals(transactionReference)).toHaveLength(1);
    const [event] = await eventsFor(t, transactionReference);
    expect(event.outcome).toBe("duplicate");
  });

  test("webhook first, then the claim: already credited, nothing more", async () => {
    const c = await customerWithAccount(t);
    const { transactionReference } = await heldTransfer(t, c.account.accountReference, "1000");
    expect(await releaseWebhook(t, transactionReference)).toBe(200);
    expect(await balance(t, c.userId)).toBe(100_000);

    const res = await claim(t, c.token, { amount: "1000", sent_on: today(t), reference: transactionReference });
    expect(res.json()).toMatchObject({
      result: "already_credited",
      message: CLAIM_MSG.alreadyCredited,
      claim: { status: "resolved" },
    });
    expect(res.json().claim.transaction_id).toEqual(expect.any(String));
    expect(await balance(t, c.userId)).toBe(100_000);
    expect(await fundingJournals(transactionReference)).toHaveLength(1);
  });

  test("the bank's session id or payment reference finds it too", async () => {
    const c = await customerWithAccount(t);
    const a = await heldTransfer(t, c.account.accountReference, "300");
    const b = await heldTransfer(t, c.account.accountReference, "300");
    const bySession = await claim(t, c.token, {
      amount: "300",
      sent_on: today(t),
      reference: `0000${b.paymentReference}`,
    });
    expect(bySession.json()).toMatchObject({
      result: "credited",
      claim: { provider_reference: b.transactionReference },
    });
    const byPayment = await claim(t, c.token, { amount: "300", sent_on: today(t), reference: a.paymentReference });
    expect(byPayment.json()).toMatchObject({
      result: "credited",
      claim: { provider_reference: a.transactionReference },
    });
    expect(await balance(t, c.userId)).toBe(60_000);
  });

  test("two claims of one transfer, one after the other: the second finds it credited", async () => {
    const c = await customerWithAccount(t);
    const { transactionReference } = await heldTransfer(t, c.account.accountReference, "750");
    const one = await claim(t, c.token, { amount: "750", sent_on: today(t) });
    const two = await claim(t, c.token, { amount: "750", sent_on: today(t) });
    expect([one.json().result, two.json().result]).toEqual(["credited", "already_credited"]);
    // The repeat answers the first claim and keeps no row of its own.
    expect(two.json().claim.id).toBe(one.json().claim.id);
    expect(await casesOf(t, c.userId)).toHaveLength(1);
    expect(await balance(t, c.userId)).toBe(75_000);
    expect(await fundingJournals(transactionReference)).toHaveLength(1);
  });

  test("two transfers of one amount on one day, claimed without a reference: each claim credits its own", async () => {
    const c = await customerWithAccount(t);
    const a = await heldTransfer(t, c.account.accountReference, "300");
    const b = await heldTransfer(t, c.account.accountReference, "300");
    const one = await claim(t, c.token, { amount: "300", sent_on: today(t) });
    const two = await claim(t, c.token, { amount: "300", sent_on: today(t) });
    expect([one.json().result, two.json().result]).toEqual(["credited", "credited"]);
    expect(await balance(t, c.userId)).toBe(60_000);
    expect(await fundingJournals(a.transactionReference)).toHaveLength(1);
    expect(await fundingJournals(b.transactionReference)).toHaveLength(1);
    expect(await casesOf(t, c.userId)).toHaveLength(2);
  });
});

describe("the same claim again", () => {
  test("while the first is open: that claim answers, no new row, nothing counted against the day's limit", async () => {
    const c = await customerWithAccount(t);
    const first = await claim(t, c.token, { amount: "450", sent_on: today(t), reference: "MNFY|99|NOT-KNOWN" });
    expect(first.json()).toMatchObject({ result: "case_opened", message: CLAIM_MSG.opened });
    for (let i = 0; i < CLAIMS_PER_DAY + 1; i++) {
      const again = await claim(t, c.token, { amount: "450.00", sent_on: today(t), reference: "MNFY|99|NOT-KNOWN" });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        result: "case_opened",
        message: CLAIM_MSG.alreadyFiled,
        claim: { id: first.json().claim.id, status: "open" },
      });
    }
    expect(await casesOf(t, c.userId)).toHaveLength(1);
    // Another amount, or the same amount without the reference, is another claim.
    const other = await claim(t, c.token, { amount: "450", sent_on: today(t) });
    expect(other.json().claim.id).not.toBe(first.json().claim.id);
    expect(await casesOf(t, c.userId)).toHaveLength(2);
  });

  test("after it credited the transfer: the earlier claim answers, and the day's limit is untouched", async () => {
    const c = await customerWithAccount(t);
    await heldTransfer(t, c.account.accountReference, "777.77");
    const first = await claim(t, c.token, { amount: "777.77", sent_on: today(t) });
    expect(first.json().result).toBe("credited");
    for (let i = 0; i < CLAIMS_PER_DAY + 1; i++) {
      const again = await claim(t, c.token, { amount: "777.77", sent_on: today(t) });
      expect(again.json()).toMatchObject({
        result: "already_credited",
        message: CLAIM_MSG.alreadyCredited,
        claim: { id: first.json().claim.id, status: "resolved", transaction_id: first.json().claim.transaction_id },
      });
    }
    expect(await casesOf(t, c.userId)).toHaveLength(1);
    expect(await balance(t, c.userId)).toBe(77_777);
    // A real claim of another transfer is still taken.
    await heldTransfer(t, c.account.accountReference, "100");
    const next = await claim(t, c.token, { amount: "100", sent_on: today(t) });
    expect(next.json().result).toBe("credited");
  });
});

describe("claims ask Monnify a bounded number of times", () => {
  test(`repeats of a credited claim: ${CLAIM_CHECKS_PER_DAY} checks in 24 hours, then 429 without asking Monnify`, async () => {
    const c = await customerWithAccount(t);
    const day = today(t);
    const again = () => claim(t, c.token, { amount: "321", sent_on: day });
    await heldTransfer(t, c.account.accountReference, "321");
    const realFetch = monnifyTransport(t.app.ctx).fetch;
    let asked = 0;
    setMonnifyTransport(t.app.ctx, {
      fetch: async (url, init) => {
        asked++;
        return realFetch(url, init);
      },
    });
    try {
      expect((await again()).json().result).toBe("credited");
      for (let i = 1; i < CLAIM_CHECKS_PER_DAY; i++) expect((await again()).json().result).toBe("already_credited");
      const before = asked;
      const refused = await again();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(asked).toBe(before);
      expect(await casesOf(t, c.userId)).toHaveLength(1);
      t.advance(24 * 3600 * 1000);
      try {
        expect((await again()).json().result).toBe("already_credited"); // the window moved on
      } finally {
        t.advance(-24 * 3600 * 1000);
      }
    } finally {
      setMonnifyTransport(t.app.ctx, { fetch: realFetch });
    }
  });
});

describe("a claim never credits", () => {
  test("another customer's transfer, even by its exact reference", async () => {
    const owner = await customerWithAccount(t);
    const other = await customerWithAccount(t);
    const { transactionReference } = await heldTransfer(t, owner.account.accountReference, "5000");
    const res = await claim(t, other.token, { amount: "5000", sent_on: today(t), reference: transactionReference });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: "case_opened",
      message: CLAIM_MSG.opened,
      claim: { status: "open", transaction_id: null, provider_reference: null },
    });
    expect(await balance(t, other.userId)).toBe(0);
    expect(await balance(t, owner.userId)).toBe(0);
    expect(await fundingJournals(transactionReference)).toHaveLength(0);
    // The owner's own claim still finds it.
    const mine = await claim(t, owner.token, { amount: "5000", sent_on: today(t) });
    expect(mine.json().result).toBe("credited");
  });

  test("an amount different from Monnify's: a case for the admin, nothing credited", async () => {
    const c = await customerWithAccount(t);
    const { transactionReference } = await heldTransfer(t, c.account.accountReference, "4990");
    const res = await claim(t, c.token, { amount: "5000", sent_on: today(t), reference: transactionReference });
    expect(res.json()).toMatchObject({
      result: "case_opened",
      claim: { status: "open", provider_reference: transactionReference },
    });
    const [row] = await casesOf(t, c.userId);
    expect(row.notes).toMatch(/₦4,990\.00.*₦5,000\.00/);
    // Without the reference, no transfer of ₦5,000 is found either.
    const byAmount = await claim(t, c.token, { amount: "5000", sent_on: today(t) });
    expect(byAmount.json().result).toBe("case_opened");
    expect(await balance(t, c.userId)).toBe(0);
  });

  test("a transfer Monnify does not report PAID, or one on another day", async () => {
    const c = await customerWithAccount(t);
    const pending = await heldTransfer(t, c.account.accountReference, "800", "PENDING");
    const res = await claim(t, c.token, { amount: "800", sent_on: today(t), reference: pending.transactionReference });
    expect(res.json()).toMatchObject({ result: "case_opened" });
    await heldTransfer(t, c.account.accountReference, "900");
    const yesterday = new Date(Date.parse(`${today(t)}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const wrongDay = await claim(t, c.token, { amount: "900", sent_on: yesterday });
    expect(wrongDay.json()).toMatchObject({ result: "case_opened" });
    expect(await balance(t, c.userId)).toBe(0);
  });
});

describe("limits and validation", () => {
  test(`${CLAIMS_PER_DAY} claims a day: the next is refused with the reason and changes nothing; the next day it is allowed`, async () => {
    const c = await customerWithAccount(t);
    for (let i = 0; i < CLAIMS_PER_DAY; i++) {
      const res = await claim(t, c.token, { amount: String(101 + i), sent_on: today(t) });
      expect(res.json().result).toBe("case_opened");
    }
    const { transactionReference } = await heldTransfer(t, c.account.accountReference, "100");
    const refused = await claim(t, c.token, { amount: "100", sent_on: today(t), reference: transactionReference });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CLAIM_MSG.tooMany });
    expect(await casesOf(t, c.userId)).toHaveLength(CLAIMS_PER_DAY);
    expect(await balance(t, c.userId)).toBe(0);

    t.advance(24 * 3600 * 1000);
    try {
      const next = await claim(t, c.token, { amount: "100", sent_on: today(t), reference: transactionReference });
      expect(next.json().result).toBe("credited");
    } finally {
      t.advance(-24 * 3600 * 1000);
    }
  });

  test.each([
    [{ amount: "abc", sent_on: "2026-01-01" }, "amount", CLAIM_MSG.amountInvalid],
    [{ amount: "0", sent_on: "2026-01-01" }, "amount", CLAIM_MSG.amountPositive],
    [{ amount: "10.123", sent_on: "2026-01-01" }, "amount", CLAIM_MSG.amountInvalid],
    [{ amount: "99999999999999", sent_on: "2026-01-01" }, "amount", CLAIM_MSG.amountTooLarge],
    [{ amount: 99999999999999, sent_on: "2026-01-01" }, "amount", CLAIM_MSG.amountTooLarge],
    [{ sent_on: "2026-01-01" }, "amount", CLAIM_MSG.amountRequired],
    [{ amount: "10" }, "sent_on", CLAIM_MSG.dateRequired],
    // Empty or blank: only that the date is missing, not also that it is not written YYYY-MM-DD.
    [{ amount: "10", sent_on: "" }, "sent_on", CLAIM_MSG.dateRequired],
    [{ amount: "10", sent_on: "   " }, "sent_on", CLAIM_MSG.dateRequired],
    [{ amount: "10", sent_on: "2026-02-30" }, "sent_on", CLAIM_MSG.dateNotReal],
    [{ amount: "10", sent_on: "30/01/2026" }, "sent_on", CLAIM_MSG.dateInvalid],
    [{ amount: "10", sent_on: "2026-01-01", reference: "x".repeat(101) }, "reference", CLAIM_MSG.referenceTooLong],
    [{ amount: "10", sent_on: "2026-01-01", reference: "<script>" }, "reference", CLAIM_MSG.referenceInvalid],
    [{ amount: "10", sent_on: "2026-01-01", reference: ".." }, "reference", CLAIM_MSG.referenceNoAlnum],
    [{ amount: "10", sent_on: "2026-01-01", reference: "/-_" }, "reference", CLAIM_MSG.referenceNoAlnum],
  ])("%j is refused (%s) and records nothing", async (payload, field, message) => {
    const c = await customerWithAccount(t);
    const res = await claim(t, c.token, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await casesOf(t, c.userId)).toHaveLength(0);
  });

  test("a future day, or one older than the claims window, is refused", async () => {
    const c = await customerWithAccount(t);
    const future = await claim(t, c.token, { amount: "10", sent_on: "2999-01-01" });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.sent_on).toEqual([CLAIM_MSG.dateFuture]);
    const old = await claim(t, c.token, { amount: "10", sent_on: "2000-01-01" });
    expect(old.json().errors.sent_on).toEqual([CLAIM_MSG.dateTooOld]);
    expect(await casesOf(t, c.userId)).toHaveLength(0);
  });

  test("authentication comes before validation; without an account there is nothing to trace", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/claims", payload: { amount: "x" } });
    expect(anonymous.statusCode).toBe(401);
    const { createUser } = await import("../test/fixtures");
    const u = await createUser(t);
    const res = await claim(t, u.token, { amount: "10", sent_on: today(t) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CLAIM_MSG.noAccount });
  });

  test("Monnify unreachable: the claim opens a case and says so", async () => {
    const c = await customerWithAccount(t);
    const realFetch = monnifyTransport(t.app.ctx).fetch;
    setMonnifyTransport(t.app.ctx, {
      fetch: async (url, init) =>
        url.includes("/transactions") ? new Response("down", { status: 503 }) : realFetch(url, init),
    });
    try {
      const res = await claim(t, c.token, { amount: "10", sent_on: today(t) });
      expect(res.json()).toMatchObject({
        result: "case_opened",
        message: CLAIM_MSG.providerDown,
        claim: { status: "open" },
      });
    } finally {
      setMonnifyTransport(t.app.ctx, { fetch: realFetch });
    }
  });
});

describe("My claims", () => {
  test("lists the customer's own claims; another customer's claim is a 404", async () => {
    const a = await customerWithAccount(t);
    const b = await customerWithAccount(t);
    const mine = (await claim(t, a.token, { amount: "10", sent_on: today(t) })).json().claim;
    const list = await t.app.inject({ method: "GET", url: "/api/claims", headers: bearer(a.token) });
    expect(list.json().claims.map((x: { id: string }) => x.id)).toEqual([mine.id]);
    expect(JSON.stringify(list.json())).not.toContain("System:");
    const own = await t.app.inject({ method: "GET", url: `/api/claims/${mine.id}`, headers: bearer(a.token) });
    expect(own.json().claim.id).toBe(mine.id);
    const foreign = await t.app.inject({ method: "GET", url: `/api/claims/${mine.id}`, headers: bearer(b.token) });
    expect(foreign.statusCode).toBe(404);
    const junk = await t.app.inject({ method: "GET", url: "/api/claims/not-a-uuid", headers: bearer(b.token) });
    expect(junk.statusCode).toBe(404);
  });
});
