import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import { invoices } from "../db/schema";
import type { Tx } from "../wallet/ledger";
import type { AppContext } from "../http/context";
import { AppError, conflict, notFound } from "../http/errors";
import {
  balanceAlreadyBilled,
  balanceTooMuch,
  INVOICE_MSG,
  type InvoiceStatus,
  type InvoiceView,
} from "../../lib/contracts/merchant";
import { effectiveStatus, toInvoiceView, type Invoice } from "./invoice-view";

/**
 * "Bill the rest" (README, Decisions: Invoices): a Monnify invoice takes one payment, so the rest of
 * a part-paid invoice is asked for with a new invoice that names it (balance_of). The rest is billed
 * once while that invoice is live (pending, or paid in any part); a rejected, cancelled or expired
 * one leaves it to bill again.
 */
const DEAD: InvoiceStatus[] = ["REJECTED", "CANCELLED", "EXPIRED"];

/** A PENDING row past its expiry is EXPIRED too (effectiveStatus), so the query's filter is not enough. */
const isLive = (inv: Invoice, now: Date) => !DEAD.includes(effectiveStatus(inv, now));

/** What is still to pay on a part-paid invoice, in kobo. */
export const restToPayKobo = (inv: Pick<Invoice, "amountKobo" | "paidAmountKobo">) =>
  inv.amountKobo - (inv.paidAmountKobo ?? 0);

/** The live balance invoice of each of these invoices, if any (the newest when there are several). */
export async function liveBalanceInvoices(db: Tx, parentIds: string[], now: Date): Promise<Map<string, Invoice>> {
  const found = new Map<string, Invoice>();
  if (parentIds.length === 0) return found;
  const rows = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.balanceOf, parentIds), notInArray(invoices.status, DEAD)))
    .orderBy(desc(invoices.createdAt));
  for (const row of rows)
    if (row.balanceOf && !found.has(row.balanceOf) && isLive(row, now)) found.set(row.balanceOf, row);
  return found;
}

function checkAmount(parent: Invoice, amountKobo: number) {
  const rest = restToPayKobo(parent);
  if (amountKobo > rest) {
    const message = balanceTooMuch(parent.invoiceReference, rest);
    throw new AppError(422, message, { amount: [message] });
  }
}

/**
 * Before a balance invoice is written, in the writer's transaction: the part-paid invoice is the
 * caller's own (else 404, as any id not theirs), its row is locked so two tries cannot both bill it,
 * no live balance invoice bills it yet, and the amount is no more than the rest.
 */
export async function claimBalanceOf(
  ctx: AppContext,
  tx: Tx,
  userId: string,
  parentId: string,
  amountKobo: number,
): Promise<void> {
  const [parent] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, parentId), eq(invoices.userId, userId)))
    .for("update");
  if (!parent) throw notFound(INVOICE_MSG.notFound);
  if (parent.status !== "PARTIALLY_PAID") throw conflict(INVOICE_MSG.balanceNotPartlyPaid);
  const live = (await liveBalanceInvoices(tx, [parentId], ctx.now())).get(parentId);
  if (live) throw conflict(balanceAlreadyBilled(live.invoiceReference));
  checkAmount(parent, amountKobo);
}

/** An edit of a balance invoice keeps to the rest of the invoice it bills. */
export async function checkBalanceEdit(ctx: AppContext, inv: Invoice, amountKobo: number): Promise<void> {
  if (!inv.balanceOf) return;
  const [parent] = await ctx.db.select().from(invoices).where(eq(invoices.id, inv.balanceOf));
  if (parent) checkAmount(parent, amountKobo);
}

/** Invoices as the customer's API answers them, each with the live invoice billing its rest. */
export async function toInvoiceViews(ctx: AppContext, rows: Invoice[]): Promise<InvoiceView[]> {
  const partlyPaid = rows.filter((r) => r.status === "PARTIALLY_PAID").map((r) => r.id);
  const balances = await liveBalanceInvoices(ctx.db, partlyPaid, ctx.now());
  return rows.map((r) => toInvoiceView(ctx, r, balances.get(r.id) ?? null));
}

/**
 * The public page of a part-paid invoice links the invoice billing its rest only when it bills the
 * same customer (email): the reference is a capability, and a payer sees no invoice made out to
 * someone else.
 */
export async function restBilledToSamePayer(ctx: AppContext, inv: Invoice): Promise<Invoice | null> {
  const live = (await liveBalanceInvoices(ctx.db, [inv.id], ctx.now())).get(inv.id);
  return live && live.customerEmail === inv.customerEmail ? live : null;
}
