import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, lte, type SQL } from "drizzle-orm";
import { invoices, users } from "../db/schema";
import type { AppContext } from "../http/context";
import { AppError, conflict, forbidden, notFound } from "../http/errors";
import { MonnifyError } from "../providers/monnify/monnify-adapter";
import { cancelInvoice, createInvoice, invoiceDetails } from "../providers/monnify/monnify-invoices";
import { monnifyAdapter } from "../providers/monnify/monnify-runtime";
import { isUuid } from "../../lib/contracts/common";
import {
  INVOICE_MSG,
  INVOICE_REFERENCE,
  type InvoiceLinks,
  type InvoiceStatus,
  type InvoiceValues,
  type NewInvoiceValues,
} from "../../lib/contracts/merchant";
import type { Tx } from "../wallet/ledger";
import { findBusiness, findLogo } from "./business-service";
import { checkBalanceEdit, claimBalanceOf } from "./invoice-balance";
import { invoiceMail } from "./invoice-mail";
import { effectiveStatus, invoiceLinks, invoicePdfUrl, invoiceUrl, type Invoice } from "./invoice-view";
import { kycStatusOf } from "./kyc-service";

/** Public references are capabilities (the invoice page needs no login): 64 random bits (INVOICE_REFERENCE). */
export const newInvoiceReference = () => `INV-${randomBytes(8).toString("hex").toUpperCase()}`;
/** Monnify references must be unique: an edit re-creates the invoice there as "<reference>-E<version>". */
export const providerReferenceFor = (reference: string, version: number) =>
  version === 1 ? reference : `${reference}-E${version}`;
export const invoiceReferenceOf = (providerReference: string) => providerReference.replace(/-E\d+$/, "");

function providerFailure(err: unknown): AppError {
  if (err instanceof MonnifyError && !err.transient)
    return new AppError(400, `${INVOICE_MSG.providerRefused}: ${err.message}`);
  return new AppError(502, INVOICE_MSG.providerUnavailable);
}

export async function listInvoices(ctx: AppContext, userId: string, status?: InvoiceStatus): Promise<Invoice[]> {
  const now = ctx.now();
  const where: SQL[] = [eq(invoices.userId, userId)];
  if (status === "EXPIRED") where.push(eq(invoices.status, "PENDING"), lte(invoices.expiryDate, now));
  else if (status === "PENDING") where.push(eq(invoices.status, "PENDING"), gt(invoices.expiryDate, now));
  else if (status) where.push(eq(invoices.status, status));
  return ctx.db
    .select()
    .from(invoices)
    .where(and(...where))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(500);
}

/** The caller's own invoice; another customer's (or a malformed id) is 404. */
export async function ownInvoice(ctx: AppContext, userId: string, id: string): Promise<Invoice> {
  if (!isUuid(id)) throw notFound(INVOICE_MSG.notFound);
  const [row] = await ctx.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row) throw notFound(INVOICE_MSG.notFound);
  return row;
}

export async function invoiceByReference(ctx: AppContext, reference: string): Promise<Invoice | null> {
  if (!INVOICE_REFERENCE.test(reference)) return null;
  const [row] = await ctx.db.select().from(invoices).where(eq(invoices.invoiceReference, reference));
  return row ?? null;
}

/**
 * Creates the invoice at Monnify (which answers the checkout URL). A refusal is kept as a
 * REJECTED invoice with the provider's reason and answered 400; an unreachable provider leaves nothing.
 */
export async function createCustomerInvoice(ctx: AppContext, userId: string, v: NewInvoiceValues): Promise<Invoice> {
  if ((await kycStatusOf(ctx, userId)) !== "verified") throw forbidden(INVOICE_MSG.kycRequired);
  const now = ctx.now();
  const reference = newInvoiceReference();
  const insert = async (db: Tx) => {
    const [inserted] = await db
      .insert(invoices)
      .values({
        userId,
        invoiceReference: reference,
        providerReference: providerReferenceFor(reference, 1),
        amountKobo: v.amount,
        description: v.description,
        customerEmail: v.customer_email,
        customerName: v.customer_name,
        expiryDate: v.expiry_date,
        status: "PENDING",
        balanceOf: v.balance_of,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted;
  };
  const balanceOf = v.balance_of;
  const row = balanceOf
    ? await ctx.db.transaction(async (tx) => {
        await claimBalanceOf(ctx, tx, userId, balanceOf, v.amount);
        return insert(tx);
      })
    : await insert(ctx.db);
  try {
    const created = await createInvoice(monnifyAdapter(ctx), ctx.config.MONNIFY_CONTRACT_CODE, {
      invoiceReference: row.providerReference,
      amountKobo: row.amountKobo,
      description: row.description,
      customerEmail: row.customerEmail,
      customerName: row.customerName,
      expiresAt: row.expiryDate,
      redirectUrl: invoiceUrl(ctx, reference),
    });
    const [updated] = await ctx.db
      .update(invoices)
      .set({ checkoutUrl: created.checkoutUrl ?? null, updatedAt: ctx.now() })
      .where(eq(invoices.id, row.id))
      .returning();
    return updated;
  } catch (err) {
    const failure = providerFailure(err);
    if (failure.status === 400) {
      await ctx.db
        .update(invoices)
        .set({ status: "REJECTED", statusReason: (err as Error).message.slice(0, 500), updatedAt: ctx.now() })
        .where(eq(invoices.id, row.id));
    } else {
      // Nobody has this reference's link yet: nothing is lost by dropping it.
      await ctx.db.delete(invoices).where(eq(invoices.id, row.id));
    }
    throw failure;
  }
}

/**
 * Edits a PENDING invoice. Monnify invoices cannot be changed, so the new version is created
 * there first, then the old one is cancelled; if the old one was paid meanwhile, the new one is
 * cancelled and the edit refused.
 */
export async function updateCustomerInvoice(
  ctx: AppContext,
  userId: string,
  id: string,
  v: InvoiceValues,
): Promise<Invoice> {
  const inv = await ownInvoice(ctx, userId, id);
  if (effectiveStatus(inv, ctx.now()) !== "PENDING") throw conflict(INVOICE_MSG.editOnlyPending);
  await checkBalanceEdit(ctx, inv, v.amount);
  const adapter = monnifyAdapter(ctx);
  const version = inv.version + 1;
  const providerReference = providerReferenceFor(inv.invoiceReference, version);
  let checkoutUrl: string | null;
  try {
    const created = await createInvoice(adapter, ctx.config.MONNIFY_CONTRACT_CODE, {
      invoiceReference: providerReference,
      amountKobo: v.amount,
      description: v.description,
      customerEmail: v.customer_email,
      customerName: v.customer_name,
      expiresAt: v.expiry_date,
      redirectUrl: invoiceUrl(ctx, inv.invoiceReference),
    });
    checkoutUrl = created.checkoutUrl ?? null;
  } catch (err) {
    throw providerFailure(err);
  }
  try {
    await cancelInvoice(adapter, inv.providerReference);
  } catch (err) {
    const old = await invoiceDetails(adapter, inv.providerReference).catch(() => null);
    if (old && ["PAID", "OVERPAID", "PARTIALLY_PAID"].includes(old.invoiceStatus ?? "")) {
      await cancelInvoice(adapter, providerReference).catch(() => undefined);
      throw conflict(INVOICE_MSG.editOnlyPending);
    }
    // Otherwise the old version simply stays payable too; a payment of it is still credited (see invoice-payment.ts).
    if (!(err instanceof MonnifyError)) throw err;
  }
  const [updated] = await ctx.db
    .update(invoices)
    .set({
      providerReference,
      version,
      amountKobo: v.amount,
      description: v.description,
      customerEmail: v.customer_email,
      customerName: v.customer_name,
      expiryDate: v.expiry_date,
      checkoutUrl,
      updatedAt: ctx.now(),
    })
    .where(and(eq(invoices.id, inv.id), eq(invoices.status, "PENDING"), eq(invoices.version, inv.version)))
    .returning();
  if (!updated) {
    await cancelInvoice(adapter, providerReference).catch(() => undefined);
    throw conflict(INVOICE_MSG.editOnlyPending);
  }
  return updated;
}

/** The issuer's name and details for invoices (the customer's own name before business details exist). */
export async function issuerOf(ctx: AppContext, userId: string) {
  const business = await findBusiness(ctx, userId);
  if (business)
    return {
      name: business.name,
      address: business.address,
      phone: business.phone,
      email: business.email,
      logoId: business.logoId,
    };
  const [u] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return {
    name: u?.name ?? "Naira Wallet customer",
    address: null,
    phone: null,
    email: u?.email ?? null,
    logoId: null,
  };
}

/** Emails a PENDING invoice to its customer and answers the share links. */
export async function sendCustomerInvoice(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<{ invoice: Invoice; links: InvoiceLinks }> {
  const inv = await ownInvoice(ctx, userId, id);
  if (effectiveStatus(inv, ctx.now()) !== "PENDING") throw conflict(INVOICE_MSG.sendOnlyPending);
  const issuer = await issuerOf(ctx, userId);
  const links = invoiceLinks(ctx, inv, issuer.name);
  const mail = invoiceMail(inv, issuer, {
    invoiceUrl: links.invoice_url,
    pdfUrl: invoicePdfUrl(ctx, inv.invoiceReference),
  });
  await ctx.mailer.send({ to: inv.customerEmail, ...mail });
  const [updated] = await ctx.db
    .update(invoices)
    .set({ sentAt: ctx.now(), updatedAt: ctx.now() })
    .where(eq(invoices.id, inv.id))
    .returning();
  return { invoice: updated, links };
}

export async function issuerLogo(ctx: AppContext, logoId: string | null) {
  if (!logoId) return null;
  const logo = await findLogo(ctx, logoId);
  return logo ? { bytes: logo.bytes, contentType: logo.contentType } : null;
}
