import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { monnifySandboxInvoices, monnifySandboxTransactions } from "../../db/schema";
import { deliverTransactionWebhook } from "./monnify-simulator";
import {
  SIM_BANK,
  accountNumberFor,
  fail,
  lagosTimestamp,
  newPaymentReference,
  newTransactionReference,
  ok,
  tokenValid,
} from "./monnify-simulator-support";
import { koboToNairaText, nairaToKobo } from "../../../lib/money";
import { sandboxCheckoutUrl } from "../../mail/web-links";

/**
 * Monnify's invoice API in the sandbox simulator (mounted at /sandbox/monnify beside
 * monnify-simulator.ts), plus the hosted checkout page its checkoutUrl points at: "Pay" marks the
 * invoice paid, records the transaction (so GET /api/v2/transactions confirms it) and delivers the
 * signed SUCCESSFUL_TRANSACTION webhook with product type INVOICE. The page's amount is what the
 * payer transfers (the amount due by default): less is PARTIALLY_PAID, more OVERPAID, as Monnify
 * reports them.
 * Deterministic fault: a customer email containing "+invoicereject" is refused with 400.
 */

type SimInvoice = typeof monnifySandboxInvoices.$inferSelect;

const createSchema = z.object({
  amount: z.union([z.number(), z.string()]),
  invoiceReference: z.string().trim().min(1).max(100),
  description: z.string().trim().min(1).max(500),
  currencyCode: z.literal("NGN"),
  contractCode: z.string().min(1),
  customerEmail: z.string().trim().min(3).max(254),
  customerName: z.string().trim().min(1).max(200),
  expiryDate: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "expiryDate must be yyyy-MM-dd HH:mm:ss"),
  paymentMethods: z.array(z.string()).optional(),
  redirectUrl: z.string().url().optional(),
});

/** "yyyy-MM-dd HH:mm:ss" Lagos time to a Date. */
function fromLagos(text: string): Date {
  return new Date(`${text.replace(" ", "T")}+01:00`);
}

function statusOf(inv: SimInvoice, now: Date): string {
  if (inv.status === "PENDING" && inv.expiresAt.getTime() <= now.getTime()) return "EXPIRED";
  return inv.status;
}

function invoiceView(inv: SimInvoice, now: Date, checkoutUrl: (reference: string) => string) {
  return {
    amount: koboToNairaText(inv.amountKobo),
    invoiceReference: inv.invoiceReference,
    invoiceStatus: statusOf(inv, now),
    description: inv.description,
    contractCode: inv.contractCode,
    customerEmail: inv.customerEmail,
    customerName: inv.customerName,
    expiryDate: lagosTimestamp(inv.expiresAt).slice(0, 19),
    createdBy: "sandbox",
    createdOn: lagosTimestamp(inv.createdAt).slice(0, 19),
    checkoutUrl: checkoutUrl(inv.invoiceReference),
    accountNumber: inv.accountNumber,
    accountName: inv.customerName,
    bankName: SIM_BANK.bankName,
    bankCode: SIM_BANK.bankCode,
    redirectUrl: inv.redirectUrl,
    transactionReference: inv.transactionReference,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f1f5f9;margin:0;padding:24px;color:#0f172a}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(15,23,42,.08)}
h1{font-size:1.25rem;margin:0 0 4px}.muted{color:#475569;font-size:.9rem}.amount{font-size:2rem;font-weight:700;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:.9rem}dt{color:#475569}dd{margin:0}
button,a.button{display:block;width:100%;box-sizing:border-box;margin-top:20px;padding:12px;border:0;border-radius:8px;background:#0b6e4f;color:#fff;font-size:1rem;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.badge{display:inline-block;padding:2px 8px;border-radius:999px;background:#e2e8f0;font-size:.8rem;font-weight:600}
</style></head><body><main>${body}<p class="muted" style="margin-top:20px">Monnify sandbox checkout (simulated, no real money moves).</p></main></body></html>`;
}

export const monnifyInvoiceSimulatorRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  const hide = { schema: { hide: true } };
  // The checkout's Pay form posts url-encoded; only this plugin accepts that type.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8")))),
  );

  const requireToken = async (req: FastifyRequest, reply: FastifyReply) => {
    const h = req.headers.authorization;
    const token = h?.startsWith("Bearer ") ? h.slice(7).trim() : "";
    if (!token || !tokenValid(ctx.config.MONNIFY_SECRET_KEY, token, ctx.now()))
      return fail(reply, 401, "Access token is invalid or has expired.", "99");
  };
  const find = async (ref: string) =>
    (await ctx.db.select().from(monnifySandboxInvoices).where(eq(monnifySandboxInvoices.invoiceReference, ref)))[0];
  // Payers open the checkout in their own browser: on the web's public address, which forwards it here.
  const checkoutUrl = (reference: string) => sandboxCheckoutUrl(ctx.config, reference);

  app.post("/api/v1/invoice/create", { ...hide, preHandler: requireToken }, async (req, reply) => {
    const parsed = createSchema.safeParse(req.body);
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      return fail(reply, 400, `${i?.path.join(".") || "body"}: ${i?.message ?? "invalid"}`);
    }
    const b = parsed.data;
    if (b.contractCode !== ctx.config.MONNIFY_CONTRACT_CODE) return fail(reply, 400, "Invalid contract code.");
    const amountKobo = nairaToKobo(b.amount);
    if (amountKobo === null || amountKobo < 100_00) return fail(reply, 400, "Amount must be at least 100.00 NGN.");
    const expiresAt = fromLagos(b.expiryDate);
    if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= ctx.now().getTime())
      return fail(reply, 400, "Expiry date must be a future date.");
    if (b.customerEmail.toLowerCase().includes("+invoicereject"))
      return fail(reply, 400, "Customer email is not allowed for invoicing.");
    const rows = await ctx.db
      .insert(monnifySandboxInvoices)
      .values({
        invoiceReference: b.invoiceReference,
        contractCode: b.contractCode,
        amountKobo,
        description: b.description,
        customerEmail: b.customerEmail,
        customerName: b.customerName,
        expiresAt,
        redirectUrl: b.redirectUrl ?? null,
        accountNumber: accountNumberFor(`INV:${b.invoiceReference}`, 0),
        createdAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!rows[0]) return fail(reply, 400, `Invoice with reference ${b.invoiceReference} already exists.`);
    return ok(invoiceView(rows[0], ctx.now(), checkoutUrl));
  });

  app.get<{ Params: { ref: string } }>(
    "/api/v1/invoice/:ref/details",
    { ...hide, preHandler: requireToken },
    async (req, reply) => {
      const inv = await find(req.params.ref);
      if (!inv) return fail(reply, 404, `Invoice with reference ${req.params.ref} not found.`);
      return ok(invoiceView(inv, ctx.now(), checkoutUrl));
    },
  );

  app.delete<{ Params: { ref: string } }>(
    "/api/v1/invoice/:ref/cancel",
    { ...hide, preHandler: requireToken },
    async (req, reply) => {
      const inv = await find(req.params.ref);
      if (!inv) return fail(reply, 404, `Invoice with reference ${req.params.ref} not found.`);
      const [cancelled] = await ctx.db
        .update(monnifySandboxInvoices)
        .set({ status: "CANCELLED" })
        .where(
          and(
            eq(monnifySandboxInvoices.invoiceReference, inv.invoiceReference),
            eq(monnifySandboxInvoices.status, "PENDING"),
          ),
        )
        .returning();
      if (!cancelled) return fail(reply, 400, `Invoice is ${statusOf(inv, ctx.now())} and cannot be cancelled.`);
      return ok(invoiceView(cancelled, ctx.now(), checkoutUrl));
    },
  );

  // The hosted checkout (public, like Monnify's): the invoice and a Pay button.
  app.get<{ Params: { ref: string } }>("/checkout/:ref", hide, async (req, reply) => {
    const inv = await find(req.params.ref);
    reply.type("text/html; charset=utf-8");
    if (!inv) return reply.code(404).send(page("Invoice not found", "<h1>Invoice not found</h1>"));
    const status = statusOf(inv, ctx.now());
    const action = `${checkoutUrl(inv.invoiceReference)}/pay`;
    const back = inv.redirectUrl
      ? `<a class="button" href="${escapeHtml(inv.redirectUrl)}">Back to the invoice</a>`
      : "";
    return page(
      `Pay ${inv.invoiceReference}`,
      `<h1>Checkout</h1><p class="muted">${escapeHtml(inv.customerName)} · ${escapeHtml(inv.customerEmail)}</p>
<p class="amount">₦${koboToNairaText(inv.amountKobo).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}</p>
<dl><dt>Reference</dt><dd>${escapeHtml(inv.invoiceReference)}</dd><dt>For</dt><dd>${escapeHtml(inv.description)}</dd>
<dt>Transfer to</dt><dd>${inv.accountNumber} (${SIM_BANK.bankName})</dd><dt>Status</dt><dd><span class="badge">${status}</span></dd></dl>
${
  status === "PENDING"
    ? `<form method="post" action="${escapeHtml(action)}"><label for="amount" class="muted">Amount to transfer (₦)</label>
<input id="amount" name="amount" inputmode="decimal" value="${koboToNairaText(inv.amountKobo)}" style="display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:10px;font-size:1rem;border:1px solid #cbd5e1;border-radius:8px">
<button type="submit">Pay</button></form>`
    : back
}`,
    );
  });

  app.post<{ Params: { ref: string } }>("/checkout/:ref/pay", hide, async (req, reply) => {
    const inv = await find(req.params.ref);
    reply.type("text/html; charset=utf-8");
    if (!inv) return reply.code(404).send(page("Invoice not found", "<h1>Invoice not found</h1>"));
    const now = ctx.now();
    const status = statusOf(inv, now);
    if (status !== "PENDING") return reply.code(409).send(page("Not payable", `<h1>This invoice is ${status}</h1>`));
    const typed = (req.body as Record<string, unknown> | undefined)?.amount;
    const paidKobo = typed === undefined || typed === "" ? inv.amountKobo : nairaToKobo(typed);
    if (paidKobo === null || paidKobo <= 0)
      return reply.code(400).send(page("Invalid amount", "<h1>Enter the amount to transfer</h1>"));
    const paymentStatus =
      paidKobo === inv.amountKobo ? "PAID" : paidKobo > inv.amountKobo ? "OVERPAID" : "PARTIALLY_PAID";
    const transactionReference = newTransactionReference(now);
    // Only one payment wins, however many times Pay is pressed at once.
    const [won] = await ctx.db
      .update(monnifySandboxInvoices)
      .set({ status: paymentStatus, transactionReference })
      .where(
        and(
          eq(monnifySandboxInvoices.invoiceReference, inv.invoiceReference),
          eq(monnifySandboxInvoices.status, "PENDING"),
        ),
      )
      .returning();
    if (!won) return reply.code(409).send(page("Already paid", "<h1>This invoice is already paid</h1>"));
    const [t] = await ctx.db
      .insert(monnifySandboxTransactions)
      .values({
        transactionReference,
        paymentReference: newPaymentReference(),
        productType: "INVOICE",
        productReference: inv.invoiceReference,
        amountKobo: paidKobo,
        totalPayableKobo: inv.amountKobo,
        currency: "NGN",
        paymentStatus,
        paymentMethod: "ACCOUNT_TRANSFER",
        paidOn: now,
        destinationAccountNumber: inv.accountNumber,
        destinationBankCode: SIM_BANK.bankCode,
        destinationBankName: SIM_BANK.bankName,
        sourceAccountNumber: "0065432190",
        sourceAccountName: inv.customerName,
        sourceBankCode: "058",
        customerName: inv.customerName,
        customerEmail: inv.customerEmail,
      })
      .returning();
    const webhook = await deliverTransactionWebhook(ctx, t);
    if (inv.redirectUrl && webhook.status === 200)
      return reply.redirect(`${inv.redirectUrl}${inv.redirectUrl.includes("?") ? "&" : "?"}paid=1`, 303);
    const back = inv.redirectUrl
      ? `<a class="button" href="${escapeHtml(inv.redirectUrl)}">Back to the invoice</a>`
      : "";
    return page(
      "Payment received",
      `<h1>Payment received</h1><p class="muted">Reference ${escapeHtml(transactionReference)}</p>${back}`,
    );
  });
};
