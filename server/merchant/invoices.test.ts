import { deliverNotifications } from "../notifications/deliver-job";
import { and, eq } from "drizzle-orm";
import { invoices, journals, mailOutbox, monnifySandboxTransactions, transactions, webhookEvents } from "../db/schema";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { pdfText } from "../test/pdf-tools";
import { monnifyTransport, setMonnifyTransport, type DeliverWebhook } from "../providers/monnify/monnify-runtime";
import { successfulTransactionWebhook } from "../providers/monnify/monnify-simulator";
import { monnifySignature } from "../providers/monnify/monnify-signature";
import { walletBalanceKobo } from "../wallet/ledger";
import { checkLedger } from "../wallet/ledger-check";
import { INVOICE_MSG } from "../../lib/contracts/merchant";
import { invoiceStatusLabel } from "../../lib/merchant/invoice-status";
import { checkoutPath, inMinutes, invoiceBody, payInCheckout, verifiedMerchant } from "./merchant-test-kit";

let t: TestApp;
let realDeliver: DeliverWebhook;
/** While true the simulator's webhooks are captured here instead of delivered. */
let capture = false;
const captured: { body: string; signature: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ WEB_PUBLIC_URL: "https://pay.example.ng" });
  realDeliver = monnifyTransport(t.app.ctx).deliverWebhook;
  setMonnifyTransport(t.app.ctx, {
    deliverWebhook: async (d) => {
      if (!capture) return realDeliver(d);
      captured.push(d);
      return { status: 200 };
    },
  });
});
afterAll(() => t.close());
afterEach(async () => {
  capture = false;
  const report = await checkLedger(t.app.ctx.db);
  expect(report.balanceMismatches).toEqual([]);
  expect(report.unbalancedJournals).toEqual([]);
});

const create = (token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/invoices", headers: bearer(token), payload });
const list = (token: string, status = "") =>
  t.app.inject({ method: "GET", url: `/api/invoices${status ? `?status=${status}` : ""}`, headers: bearer(token) });
const update = (token: string, id: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/invoices/${id}`, headers: bearer(token), payload });
const send = (token: string, id: string) =>
  t.app.inject({ method: "POST", url: `/api/invoices/${id}/send`, headers: bearer(token) });
const pay = (checkoutUrl: string, amount?: string) => payInCheckout(t, checkoutUrl, amount);

/** The issuer's paid-invoice mails about one invoice (the sandbox outbox). */
const paidMails = async (email: string, reference: string) => {
  await deliverNotifications(t.app.ctx);
  return (await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) =>
    m.subject.startsWith(`Invoice ${reference} `),
  );
};

async function newInvoice(token: string, over: Record<string, unknown> = {}) {
  const res = await create(token, invoiceBody(t, over));
  expect(res.statusCode).toBe(201);
  return res.json().data as {
    id: string;
    invoice_reference: string;
    checkout_url: string;
    amount: number;
    status: string;
  };
}

describe("rules (spec 5, Invoice form) and messages", () => {
  let token: string;
  beforeAll(async () => {
    token = (await verifiedMerchant(t)).token;
  });

  test.each([
    ["amount below 100", { amount: 99.99 }, "amount", INVOICE_MSG.amountMinimum],
    ["amount missing", { amount: "" }, "amount", INVOICE_MSG.amountRequired],
    ["amount with 3 decimals", { amount: "100.123" }, "amount", INVOICE_MSG.amountDecimals],
    ["amount too large", { amount: 10_000_000.01 }, "amount", INVOICE_MSG.amountMaximum],
    ["no description", { description: " " }, "description", INVOICE_MSG.descriptionRequired],
    ["no customer email", { customer_email: "" }, "customer_email", INVOICE_MSG.customerEmailRequired],
    ["bad customer email", { customer_email: "buyer@" }, "customer_email", INVOICE_MSG.customerEmailInvalid],
    ["no customer name", { customer_name: "" }, "customer_name", INVOICE_MSG.customerNameRequired],
    ["no expiry", { expiry_date: "" }, "expiry_date", INVOICE_MSG.expiryRequired],
    ["unreadable expiry", { expiry_date: "tomorrow" }, "expiry_date", INVOICE_MSG.expiryInvalid],
    ["expiry in the past", { expiry_date: "2020-01-01T00:00:00Z" }, "expiry_date", INVOICE_MSG.expiryPast],
    ["expiry in year 9999", { expiry_date: "9999-12-31T10:00" }, "expiry_date", INVOICE_MSG.expiryTooFar],
    ["amount with a comma", { amount: "1,000" }, "amount", INVOICE_MSG.amountInvalid],
    ["amount NaN", { amount: "NaN" }, "amount", INVOICE_MSG.amountInvalid],
    ["amount negative", { amount: -1 }, "amount", INVOICE_MSG.amountInvalid],
    ["amount true", { amount: true }, "amount", INVOICE_MSG.amountInvalid],
    ["amount absent", { amount: undefined }, "amount", INVOICE_MSG.amountRequired],
    ["description of 501 characters", { description: "d".repeat(501) }, "description", INVOICE_MSG.descriptionTooLong],
    ["description with a tab", { description: "Catering\tfor 50" }, "description", INVOICE_MSG.descriptionNotPrintable],
    [
      "customer name on two lines",
      { customer_name: "Bola\r\nAde" },
      "customer_name",
      INVOICE_MSG.customerNameNotPrintable,
    ],
    [
      "customer name of 121 characters",
      { customer_name: "N".repeat(121) },
      "customer_name",
      INVOICE_MSG.customerNameTooLong,
    ],
  ])("%s -> 422", async (_label, over, field, message) => {
    const res = await create(token, invoiceBody(t, over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  test("exactly 100 naira is accepted; the expiry is kept to the minute", async () => {
    const expiry = new Date(t.app.ctx.now().getTime() + 86_400_000 + 42_123);
    const inv = await newInvoice(token, { amount: 100, expiry_date: expiry.toISOString() });
    expect(inv).toMatchObject({ amount: 100, status: "PENDING" });
    const [row] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row.expiryDate.getTime() % 60_000).toBe(0);
    expect(row.amountKobo).toBe(10000);
  });

  test("a local date-time without offset is read as Lagos time", async () => {
    const day = new Date(t.app.ctx.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const inv = await newInvoice(token, { expiry_date: `${day}T10:30` });
    const [row] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row.expiryDate.toISOString()).toBe(`${day}T09:30:00.000Z`);
  });

  test("no token: 401; KYC not verified: 403 with its message", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/invoices" })).statusCode).toBe(401);
    const u = await createUser(t);
    const res = await create(u.token, invoiceBody(t));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(INVOICE_MSG.kycRequired);
  });
});

describe("create, list, edit, send", () => {
  test("created through Monnify: a checkout_url of the provider, listed and filtered by status", async () => {
    const m = await verifiedMerchant(t);
    const inv = await newInvoice(m.token);
    expect(inv.invoice_reference).toMatch(/^INV-[0-9A-F]{16}$/);
    // The sandbox checkout is reached through the web's public address, never the API's own.
    expect(inv.checkout_url).toBe(`https://pay.example.ng/sandbox/monnify/checkout/${inv.invoice_reference}`);
    const page = await t.app.inject({ method: "GET", url: checkoutPath(inv.checkout_url) });
    expect(page.body).toContain("₦2,500.00");
    expect(page.body).toContain(">Pay</button>");

    const soon = await newInvoice(m.token, { expiry_date: inMinutes(t, 5) });
    expect((await list(m.token)).json().data.map((i: { id: string }) => i.id)).toEqual([soon.id, inv.id]);
    expect((await list(m.token, "PAID")).json().data).toEqual([]);
    expect((await list(m.token, "pending")).json().data).toHaveLength(2);
    expect((await list(m.token, "BOGUS")).statusCode).toBe(422);

    t.advance(6 * 60_000);
    expect((await list(m.token, "EXPIRED")).json().data.map((i: { id: string }) => i.id)).toEqual([soon.id]);
    expect((await list(m.token, "PENDING")).json().data.map((i: { id: string }) => i.id)).toEqual([inv.id]);
  });

  test("a provider refusal keeps the invoice as REJECTED with the reason and answers 400", async () => {
    const m = await verifiedMerchant(t);
    const res = await create(m.token, invoiceBody(t, { customer_email: "buyer+invoicereject@example.com" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`${INVOICE_MSG.providerRefused}: Customer email is not allowed for invoicing.`);
    const [rejected] = (await list(m.token, "REJECTED")).json().data;
    expect(rejected).toMatchObject({
      status: "REJECTED",
      status_reason: "Customer email is not allowed for invoicing.",
    });
  });

  test("edit: a PENDING invoice is re-created at the provider with the new amount; the old checkout is cancelled", async () => {
    const m = await verifiedMerchant(t);
    const inv = await newInvoice(m.token);
    const res = await update(m.token, inv.id, invoiceBody(t, { amount: 3000.5, description: "Phase 1 and 2" }));
    expect(res.statusCode).toBe(200);
    const edited = res.json().data;
    expect(edited).toMatchObject({
      id: inv.id,
      invoice_reference: inv.invoice_reference,
      amount: 3000.5,
      description: "Phase 1 and 2",
      status: "PENDING",
    });
    expect(edited.checkout_url).not.toBe(inv.checkout_url);
    expect((await t.app.inject({ method: "GET", url: checkoutPath(edited.checkout_url) })).body).toContain("₦3,000.50");
    expect((await t.app.inject({ method: "GET", url: checkoutPath(inv.checkout_url) })).body).toContain("CANCELLED");
    expect((await update(m.token, inv.id, invoiceBody(t, { amount: 50 }))).statusCode).toBe(422);
  });

  test("edit and send are refused unless PENDING (expired here, paid below)", async () => {
    const m = await verifiedMerchant(t);
    const inv = await newInvoice(m.token, { expiry_date: inMinutes(t, 2) });
    t.advance(3 * 60_000);
    const res = await update(m.token, inv.id, invoiceBody(t));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(INVOICE_MSG.editOnlyPending);
    expect((await send(m.token, inv.id)).json().message).toBe(INVOICE_MSG.sendOnlyPending);
  });

  test("send: emails the customer and answers invoice_url, whatsapp_url (with the link) and pdf_url", async () => {
    const m = await verifiedMerchant(t);
    await t.app.inject({
      method: "POST",
      url: "/api/business",
      headers: bearer(m.token),
      payload: { name: "Ade Foods", email: "hello@adefoods.ng" },
    });
    const inv = await newInvoice(m.token, { customer_email: "chioma@example.com" });
    const res = await send(m.token, inv.id);
    expect(res.statusCode).toBe(200);
    const links = res.json().data;
    const url = `https://pay.example.ng/invoice/${inv.invoice_reference}`;
    expect(links).toEqual({
      invoice_url: url,
      whatsapp_url: expect.stringMatching(/^https:\/\/wa\.me\/\?text=/),
      pdf_url: `${url}/pdf`,
    });
    expect(decodeURIComponent(links.whatsapp_url.split("text=")[1])).toContain(url);
    const [mail] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, "chioma@example.com"));
    expect(mail.subject).toBe(`Invoice ${inv.invoice_reference} from Ade Foods`);
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain("₦2,500.00");
    expect((await list(m.token)).json().data[0].sent_at).not.toBeNull();
  });

  test("another customer's invoice is 404 for read, edit and send; a malformed id too", async () => {
    const owner = await verifiedMerchant(t);
    const other = await verifiedMerchant(t);
    const inv = await newInvoice(owner.token);
    for (const res of [
      await t.app.inject({ method: "GET", url: `/api/invoices/${inv.id}`, headers: bearer(other.token) }),
      await update(other.token, inv.id, invoiceBody(t, { amount: 5000 })),
      await send(other.token, inv.id),
      await send(other.token, "not-a-uuid"),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(INVOICE_MSG.notFound);
    }
    expect((await list(other.token)).json().data).toEqual([]);
    const [row] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(row.amountKobo).toBe(250000);
  });

  test("the public page data and the PDF need no login; unknown references are 404", async () => {
    const m = await verifiedMerchant(t);
    const PNG = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "base64",
    );
    await t.app.inject({
      method: "POST",
      url: "/api/business",
      headers: bearer(m.token),
      payload: { name: "Adéṣínà Foods", logo: PNG.toString("base64") },
    });
    const inv = await newInvoice(m.token);
    const pub = await t.app.inject({ method: "GET", url: `/api/public/invoices/${inv.invoice_reference}` });
    expect(pub.json().data).toMatchObject({
      invoice_reference: inv.invoice_reference,
      amount: 2500,
      status: "PENDING",
      amount_paid: null,
      paid_at: null,
      // The Pay link is on the public web address; it sends the payer on to the checkout.
      pay_url: `https://pay.example.ng/invoice/${inv.invoice_reference}/pay`,
      business: { name: "Adéṣínà Foods", logo_id: expect.any(String) },
    });
    expect(pub.body).not.toContain(t.config.monnifyBaseUrl);
    const checkout = await t.app.inject({
      method: "GET",
      url: `/api/public/invoices/${inv.invoice_reference}/checkout`,
    });
    expect(checkout.json()).toEqual({ data: { checkout_url: inv.checkout_url } });
    expect(pub.body).not.toContain("buyer@example.com");
    const pdf = await t.app.inject({ method: "GET", url: `/api/public/invoices/${inv.invoice_reference}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf.rawPayload);
    for (const shown of ["Adéṣínà Foods", "INVOICE", inv.invoice_reference, "₦2,500.00"]) expect(text).toContain(shown);
    expect((await t.app.inject({ method: "GET", url: "/api/public/invoices/INV-0000000000000000" })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/public/invoices/whatever" })).statusCode).toBe(404);
  });
});

describe("payment (SUCCESSFUL_TRANSACTION with product type INVOICE)", () => {
  test("paying in the sandbox checkout marks it PAID and credits the issuer's wallet once, shown in history", async () => {
    const m = await verifiedMerchant(t);
    const inv = await newInvoice(m.token, { amount: 1234.56 });
    const res = await pay(inv.checkout_url);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`https://pay.example.ng/invoice/${inv.invoice_reference}?paid=1`);
    expect(await walletBalanceKobo(t.app.ctx.db, m.userId)).toBe(123456);

    const [listed] = (await list(m.token, "PAID")).json().data;
    expect(listed).toMatchObject({ id: inv.id, status: "PAID", paid_at: expect.any(String) });
    const history = await t.app.inject({ method: "GET", url: "/api/transactions", headers: bearer(m.token) });
    expect(history.json().transactions[0]).toMatchObject({
      type: "invoice_payment",
      service: "invoice",
      amount: 1234.56,
      status: "successful",
      invoice_reference: inv.invoice_reference,
    });
    const [row] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, inv.id));
    const [journal] = await t.app.ctx.db.select().from(journals).where(eq(journals.id, row.journalId!));
    expect(journal.kind).toBe("invoice_payment");

    // Paid: no second payment, no edit, no send.
    expect((await pay(inv.checkout_url)).statusCode).toBe(409);
    expect((await update(m.token, inv.id, invoiceBody(t))).statusCode).toBe(409);
    expect((await send(m.token, inv.id)).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/public/invoices/${inv.invoice_reference}` })).json().data,
    ).toMatchObject({ status: "PAID", amount_paid: 1234.56, paid_at: listed.paid_at, pay_url: null });
    const checkout = await t.app.inject({
      method: "GET",
      url: `/api/public/invoices/${inv.invoice_reference}/checkout`,
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toEqual({ message: INVOICE_MSG.notPayable });

    // The issuer's mail: once, with what was paid, and a link to the payment on the public web address.
    const mails = await paidMails(m.email, inv.invoice_reference);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Invoice ${inv.invoice_reference} paid: ₦1,234.56 received`);
    expect(mails[0].text).toContain(`paid ₦1,234.56 on `);
    expect(mails[0].text).toContain("The invoice of ₦1,234.56 is paid in full.");
    const [payment] = history.json().transactions;
    expect(mails[0].text).toContain(`View the payment: https://pay.example.ng/transactions/${payment.id}`);
  });

  test.each([
    [
      "OVERPAID",
      "3000.00",
      300000,
      "Overpaid: ₦3,000.00 paid for an invoice of ₦2,500.00; the amount paid was credited.",
      "That is ₦500.00 more than the ₦2,500.00 due.",
    ],
    [
      "PARTIALLY_PAID",
      "1000.50",
      100050,
      "Partially paid: ₦1,000.50 paid for an invoice of ₦2,500.00; the amount paid was credited.",
      "₦1,000.50 of ₦2,500.00 is paid so far; ₦1,499.50 is still outstanding.",
    ],
  ])(
    "%s (Monnify's name for paying more or less): the amount actually paid is credited once, the invoice says so, the admin sees it",
    async (status, typed, paidKobo, note, mailSays) => {
      const m = await verifiedMerchant(t);
      const inv = await newInvoice(m.token, { amount: 2500 });
      capture = true;
      expect((await pay(inv.checkout_url, typed)).statusCode).toBe(303);
      capture = false;
      const { body, signature } = captured.splice(0)[0];
      expect(JSON.parse(body).eventData).toMatchObject({
        paymentStatus: status,
        amountPaid: paidKobo / 100,
        totalPayable: 2500,
      });
      const deliver = () =>
        t.app.inject({
          method: "POST",
          url: "/api/webhooks/monnify",
          headers: { "content-type": "application/json", "monnify-signature": signature },
          payload: body,
        });
      for (let i = 0; i < 3; i++) expect((await deliver()).statusCode).toBe(200);
      expect(await walletBalanceKobo(t.app.ctx.db, m.userId)).toBe(paidKobo);

      const [listed] = (await list(m.token, status)).json().data;
      expect(listed).toMatchObject({ id: inv.id, status, amount: 2500, amount_paid: paidKobo / 100 });
      expect(
        (await t.app.inject({ method: "GET", url: `/api/public/invoices/${inv.invoice_reference}` })).json().data,
      ).toMatchObject({
        status,
        amount: 2500,
        amount_paid: paidKobo / 100,
        paid_at: expect.any(String),
        pay_url: null,
      });
      // Three deliveries, one payment: one mail to the issuer, saying what happened.
      const mails = await paidMails(m.email, inv.invoice_reference);
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain(mailSays);
      const pdf = await t.app.inject({ method: "GET", url: `/api/public/invoices/${inv.invoice_reference}/pdf` });
      const text = await pdfText(pdf.rawPayload);
      expect(text).toMatch(new RegExp(`Status\\s+${invoiceStatusLabel(status)}`));
      expect(text).toContain(`Amount paid`);
      expect(text).not.toContain("Amount due");
      expect(text).not.toContain("Pay online");

      const ref = JSON.parse(body).eventData.transactionReference as string;
      const events = await t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.transactionReference, ref));
      expect(events.map((e) => e.outcome).sort()).toEqual(["credited", "duplicate", "duplicate"]);
      const [payment] = await t.app.ctx.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, m.userId), eq(transactions.type, "invoice_payment")));
      expect(payment).toMatchObject({ amount: paidKobo, details: expect.objectContaining({ payment_status: status }) });

      // The admin: the webhook log's note and the payment's detail.
      const admin = await createUser(t, { isAdmin: true });
      const log = await t.app.inject({
        method: "GET",
        url: `/api/admin/webhook-events?search=${encodeURIComponent(ref)}`,
        headers: bearer(admin.token),
      });
      expect(log.json().events.find((e: { outcome: string }) => e.outcome === "credited")).toMatchObject({
        reason: note,
      });
      const detail = await t.app.inject({
        method: "GET",
        url: `/api/admin/transactions/${payment.id}`,
        headers: bearer(admin.token),
      });
      expect(detail.json().transaction.details).toMatchObject({ payment_status: status, invoice_amount_kobo: 250000 });
    },
  );

  test("a redelivered webhook is a duplicate; a forged one (bad signature or unconfirmed) credits nothing", async () => {
    const m = await verifiedMerchant(t);
    const inv = await newInvoice(m.token);
    capture = true;
    await pay(inv.checkout_url);
    capture = false;
    expect(captured).toHaveLength(1);
    const { body, signature } = captured.pop()!;
    const deliver = (b: string, s: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/webhooks/monnify",
        headers: { "content-type": "application/json", "monnify-signature": s },
        payload: b,
      });
    expect((await deliver(body, "00")).statusCode).toBe(401);
    expect(await walletBalanceKobo(t.app.ctx.db, m.userId)).toBe(0);
    for (let i = 0; i < 3; i++) expect((await deliver(body, signature)).statusCode).toBe(200);
    expect(await walletBalanceKobo(t.app.ctx.db, m.userId)).toBe(250000);
    expect(await paidMails(m.email, inv.invoice_reference)).toHaveLength(1);
    const ref = JSON.parse(body).eventData.transactionReference as string;
    const outcomes = (
      await t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.transactionReference, ref))
    )
      .map((e) => e.outcome)
      .sort();
    expect(outcomes).toEqual(["credited", "duplicate", "duplicate", "rejected_signature"]);

    // A signed event for an amount Monnify does not confirm.
    const forged = JSON.parse(body);
    forged.eventData.transactionReference = `${ref}-FORGED`;
    const forgedBody = JSON.stringify(forged);
    expect((await deliver(forgedBody, monnifySignature(forgedBody, t.config.MONNIFY_SECRET_KEY))).statusCode).toBe(200);
    expect(await walletBalanceKobo(t.app.ctx.db, m.userId)).toBe(250000);
    expect(
      await t.app.ctx.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, m.userId), eq(transactions.type, "invoice_payment"))),
    ).toHaveLength(1);
  });

  test("a paid-invoice mail that cannot be sent never undoes the credit; the outbox sends it once later", async () => {
    const m = await verifiedMerchant(t);
    const inv = await newInvoice(m.token);
    const mailer = t.app.ctx.mailer;
    const realSend = mailer.send;
    mailer.send = async (msg) => {
      if (msg.to === m.email) throw new Error("SMTP refused");
      return realSend(msg);
    };
    try {
      expect((await pay(inv.checkout_url)).statusCode).toBe(303);
      expect(await paidMails(m.email, inv.invoice_reference)).toHaveLength(0);
    } finally {
      mailer.send = realSend;
    }
    expect(await walletBalanceKobo(t.app.ctx.db, m.userId)).toBe(250000);
    const [row] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.id, inv.id));
    const [event] = await t.app.ctx.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.transactionReference, row.paidTransactionReference!));
    expect(event).toMatchObject({ outcome: "credited", reason: null });
    // The failed send waits for its retry, then goes out once.
    t.advance(5 * 60_000);
    expect(await paidMails(m.email, inv.invoice_reference)).toHaveLength(1);
    expect(await paidMails(m.email, inv.invoice_reference)).toHaveLength(1);
  });

  test("a payment of an edited invoice's earlier version is still credited to it", async () => {
    const m = await verifiedMerchant(t);
    const inv = await newInvoice(m.token);
    capture = true;
    await pay(inv.checkout_url); // version 1 paid, webhook held back
    capture = false;
    // The edit now sees version 1 paid at the provider and is refused.
    const res = await update(m.token, inv.id, invoiceBody(t, { amount: 9000 }));
    expect(res.statusCode).toBe(409);
    const { body, signature } = captured.pop()!;
    await t.app.inject({
      method: "POST",
      url: "/api/webhooks/monnify",
      headers: { "content-type": "application/json", "monnify-signature": signature },
      payload: body,
    });
    expect(await walletBalanceKobo(t.app.ctx.db, m.userId)).toBe(250000);
  });

  // Real parallelism needs PostgreSQL; CI runs this with TEST_DATABASE_URL.
  (usingPostgres() ? test : test.skip)("20 parallel deliveries of one paid invoice credit once", async () => {
    const m = await verifiedMerchant(t);
    const inv = await newInvoice(m.token, { amount: 777 });
    capture = true;
    await pay(inv.checkout_url);
    capture = false;
    const { body, signature } = captured.pop()!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/webhooks/monnify",
          headers: { "content-type": "application/json", "monnify-signature": signature },
          payload: body,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await walletBalanceKobo(t.app.ctx.db, m.userId)).toBe(77700);
    const ref = JSON.parse(body).eventData.transactionReference as string;
    const events = await t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.transactionReference, ref));
    expect(events.filter((e) => e.outcome === "credited")).toHaveLength(1);
    expect(events.filter((e) => e.outcome === "duplicate")).toHaveLength(19);
    expect(await t.app.ctx.db.select().from(transactions).where(eq(transactions.reference, ref))).toHaveLength(1);
    expect(await paidMails(m.email, inv.invoice_reference)).toHaveLength(1);
  });

  test("the simulator's webhook body has product type INVOICE and the provider reference", async () => {
    const m = await verifiedMerchant(t);
    const inv = await newInvoice(m.token);
    await pay(inv.checkout_url);
    const [tx] = await t.app.ctx.db
      .select()
      .from(monnifySandboxTransactions)
      .where(eq(monnifySandboxTransactions.productReference, inv.invoice_reference));
    expect(successfulTransactionWebhook(tx).eventData.product).toEqual({
      reference: inv.invoice_reference,
      type: "INVOICE",
    });
  });
});

test("a customer without a business is named by their own name on the public page", async () => {
  const m = await verifiedMerchant(t);
  const inv = await newInvoice(m.token);
  const pub = await t.app.inject({ method: "GET", url: `/api/public/invoices/${inv.invoice_reference}` });
  expect(pub.json().data.business).toMatchObject({ name: m.name, logo_id: null });
});
