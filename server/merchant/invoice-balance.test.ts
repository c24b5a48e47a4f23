import { eq } from "drizzle-orm";
import { invoices } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { checkLedger } from "../wallet/ledger-check";
import type { AppError } from "../http/errors";
import { balanceAlreadyBilled, balanceTooMuch, buildNewInvoiceSchema, INVOICE_MSG } from "../../lib/contracts/merchant";
import { createCustomerInvoice } from "./invoice-service";
import { invoiceBody, payInCheckout, verifiedMerchant } from "./merchant-test-kit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  const report = await checkLedger(t.app.ctx.db);
  expect(report.balanceMismatches).toEqual([]);
  expect(report.unbalancedJournals).toEqual([]);
});

type View = {
  id: string;
  invoice_reference: string;
  checkout_url: string;
  status: string;
  balance_of: string | null;
  balance_invoice: { id: string; invoice_reference: string; status: string } | null;
};

const create = (token: string, over: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/invoices", headers: bearer(token), payload: invoiceBody(t, over) });
const one = async (token: string, id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/invoices/${id}`, headers: bearer(token) })).json().data as View;
const countOf = async (userId: string) =>
  (await t.app.ctx.db.select().from(invoices).where(eq(invoices.userId, userId))).length;

/** A merchant with an invoice of ₦2,500.00 of which the payer paid ₦1,000.50 in the sandbox checkout. */
async function partlyPaid() {
  const m = await verifiedMerchant(t);
  const res = await create(m.token, { amount: 2500 });
  expect(res.statusCode).toBe(201);
  const inv = res.json().data as View;
  expect((await payInCheckout(t, inv.checkout_url, "1000.50")).statusCode).toBe(303);
  expect(await one(m.token, inv.id)).toMatchObject({ status: "PARTIALLY_PAID", balance_invoice: null });
  return { m, inv };
}

describe("Bill the rest: a balance invoice names the part-paid invoice it bills", () => {
  test("billed once while its balance invoice is live; the list shows which invoice bills it", async () => {
    const { m, inv } = await partlyPaid();
    const billed = await create(m.token, { amount: "1499.50", balance_of: inv.id });
    expect(billed.statusCode).toBe(201);
    const balance = billed.json().data as View;
    expect(balance).toMatchObject({ status: "PENDING", balance_of: inv.id, balance_invoice: null });

    expect(await one(m.token, inv.id)).toMatchObject({
      balance_invoice: { id: balance.id, invoice_reference: balance.invoice_reference, status: "PENDING" },
    });
    const listed = (
      await t.app.inject({ method: "GET", url: "/api/invoices?status=PARTIALLY_PAID", headers: bearer(m.token) })
    ).json().data as View[];
    expect(listed.find((i) => i.id === inv.id)?.balance_invoice?.invoice_reference).toBe(balance.invoice_reference);

    const again = await create(m.token, { amount: "1499.50", balance_of: inv.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(balanceAlreadyBilled(balance.invoice_reference));
    expect(await countOf(m.userId)).toBe(2);
  });

  test("tries at once bill it once", async () => {
    const { m, inv } = await partlyPaid();
    // Straight to the service: the route's rate limit takes its attempts one at a time, which would hide a race.
    const values = buildNewInvoiceSchema(t.app.ctx.now).parse(
      invoiceBody(t, { amount: "1499.50", balance_of: inv.id }),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => createCustomerInvoice(t.app.ctx, m.userId, values)),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of outcomes) if (o.status === "rejected") expect((o.reason as AppError).status).toBe(409);
    expect(await countOf(m.userId)).toBe(2);
  });

  test("an expired or cancelled balance invoice leaves the rest to bill again", async () => {
    const { m, inv } = await partlyPaid();
    const first = (await create(m.token, { amount: "1499.50", balance_of: inv.id })).json().data as View;
    await t.app.ctx.db
      .update(invoices)
      .set({ expiryDate: new Date(t.app.ctx.now().getTime() - 60_000) })
      .where(eq(invoices.id, first.id));
    expect((await one(m.token, inv.id)).balance_invoice).toBeNull();
    const second = await create(m.token, { amount: "1499.50", balance_of: inv.id });
    expect(second.statusCode).toBe(201);
    await t.app.ctx.db.update(invoices).set({ status: "CANCELLED" }).where(eq(invoices.id, second.json().data.id));
    expect((await create(m.token, { amount: "1499.50", balance_of: inv.id })).statusCode).toBe(201);
  });

  test("no more than the rest, at creation and at an edit; nothing is written by a refusal", async () => {
    const { m, inv } = await partlyPaid();
    const tooMuch = await create(m.token, { amount: "1499.51", balance_of: inv.id });
    expect(tooMuch.statusCode).toBe(422);
    const message = balanceTooMuch(inv.invoice_reference, 149950);
    expect(message).toBe(
      `The balance still to pay on ${inv.invoice_reference} is ₦1,499.50; this invoice cannot ask for more.`,
    );
    expect(tooMuch.json()).toMatchObject({ message, errors: { amount: [message] } });
    expect(await countOf(m.userId)).toBe(1);

    const balance = (await create(m.token, { amount: "500", balance_of: inv.id })).json().data as View;
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/invoices/${balance.id}`,
      headers: bearer(m.token),
      payload: invoiceBody(t, { amount: "2000" }),
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toBe(message);
    const [row] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, balance.id));
    expect(row.amountKobo).toBe(50000);
  });

  test("the part-paid invoice's public page names the invoice for the rest only when it bills the same customer", async () => {
    const { m, inv } = await partlyPaid();
    const publicOf = async (reference: string) =>
      (await t.app.inject({ method: "GET", url: `/api/public/invoices/${reference}` })).json().data;
    expect((await publicOf(inv.invoice_reference)).balance_invoice_reference).toBeNull();

    const toSomeoneElse = (
      await create(m.token, { amount: "1499.50", balance_of: inv.id, customer_email: "accounts@other.com.ng" })
    ).json().data as View;
    expect((await publicOf(inv.invoice_reference)).balance_invoice_reference).toBeNull();
    await t.app.ctx.db.update(invoices).set({ status: "CANCELLED" }).where(eq(invoices.id, toSomeoneElse.id));

    // The same payer, the email typed in another case (stored lower-case).
    const rest = (
      await create(m.token, { amount: "1499.50", balance_of: inv.id, customer_email: "Buyer@Example.com" })
    ).json().data as View;
    expect(await publicOf(inv.invoice_reference)).toMatchObject({
      status: "PARTIALLY_PAID",
      balance_invoice_reference: rest.invoice_reference,
    });
    expect((await publicOf(rest.invoice_reference)).balance_invoice_reference).toBeNull();
  });

  test("only the customer's own part-paid invoice: else 409, 404 or 422, and nothing is written", async () => {
    const { m, inv } = await partlyPaid();
    const pending = (await create(m.token, { amount: 300 })).json().data as View;
    const notPartly = await create(m.token, { amount: 200, balance_of: pending.id });
    expect(notPartly.statusCode).toBe(409);
    expect(notPartly.json().message).toBe(INVOICE_MSG.balanceNotPartlyPaid);

    const other = await verifiedMerchant(t);
    const theirs = await create(other.token, { amount: 200, balance_of: inv.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(INVOICE_MSG.notFound);

    const malformed = await create(m.token, { amount: 200, balance_of: "INV-1" });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.balance_of).toEqual([INVOICE_MSG.balanceOfInvalid]);

    const noKyc = await createUser(t);
    expect((await create(noKyc.token, { amount: 200, balance_of: inv.id })).statusCode).toBe(403);
    expect(await countOf(m.userId)).toBe(2);
    expect(await countOf(other.userId)).toBe(0);
  });
});
