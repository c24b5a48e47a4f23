import { and, eq, inArray } from "drizzle-orm";
import { customerCases, transactions } from "../db/schema";
import type { AppContext } from "../http/context";
import { conflict, notFound } from "../http/errors";
import { applyOutcome, providerRequestOf } from "../purchases/engine";
import { vtpassFor } from "../purchases/vtpass-client";
import { transactionOfUser, type TransactionRow } from "../wallet/transactions-repo";
import { DISPUTE_MSG, DISPUTE_REQUERIES_PER_HOUR, type DeliveryProof } from "../../lib/contracts/claims";
import { hit } from "../http/rate-limit";
import { updateCase, type CaseRow } from "./case-store";

export type DisputeResult = "delivered" | "refunded" | "case_opened";

/**
 * One exam card as the customer reads it: the PIN, with its serial when there is one (as the
 * delivery notification words it). The row keeps each card as { serial, pin }: shown raw, the
 * proof read {"pin":"…","serial":"…"}.
 */
function pinText(p: unknown): string {
  if (typeof p === "string") return p;
  const card = (p ?? {}) as { pin?: unknown; serial?: unknown };
  if (typeof card.pin !== "string") return JSON.stringify(p);
  return typeof card.serial === "string" && card.serial ? `${card.pin} (serial ${card.serial})` : card.pin;
}

/** What the purchase row holds of VTpass's delivery: its reference, token and units, pins, and when. */
export function proofOf(row: TransactionRow): DeliveryProof {
  const d = row.details as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  return {
    provider_reference: row.providerReference,
    token: text(d.token),
    units: typeof d.units === "number" ? String(d.units) : text(d.units),
    pins: Array.isArray(d.pins) ? d.pins.map(pinText) : [],
    delivered_at: text(d.delivered_at) ?? text(d.provider_transaction_date) ?? row.updatedAt.toISOString(),
  };
}

const refunded = (row: TransactionRow) => (row.details as Record<string, unknown>).refunded === true;

async function liveCase(ctx: AppContext, transactionId: string): Promise<CaseRow | null> {
  const [r] = await ctx.db
    .select()
    .from(customerCases)
    .where(
      and(
        eq(customerCases.transactionId, transactionId),
        eq(customerCases.kind, "purchase_dispute"),
        inArray(customerCases.status, ["open", "waiting_on_provider"]),
      ),
    );
  return r ?? null;
}

/**
 * "I did not receive it": VTpass is asked at once (a pending purchase is re-queried and the answer
 * applied through the engine: delivered settles it, a definite failure refunds it once with the
 * engine's refund). Delivered answers the proof; failed answers the refund; an outcome VTpass
 * still does not know (or a failed purchase whose refund is missing, which only the admin's audited
 * Refund may put right) opens a case, one per purchase.
 */
export async function disputePurchase(ctx: AppContext, userId: string, id: string): Promise<DisputeAnswer> {
  let purchase = await transactionOfUser(ctx.db, userId, id);
  if (!purchase) throw notFound("Transaction not found.");
  if (purchase.type !== "purchase") throw conflict(DISPUTE_MSG.notPurchase);

  const wasPending = purchase.status === "pending";
  if (wasPending) {
    // Each press asks VTpass: bounded per customer (429 past it, VTpass not asked).
    await hit(ctx, `disputes:requery:${userId}`, { limit: DISPUTE_REQUERIES_PER_HOUR, windowSeconds: 3600 });
    const pr = await providerRequestOf(ctx, id);
    if (pr) purchase = await applyOutcome(ctx, id, await vtpassFor(ctx).requery(pr.providerRequestId));
    // A case opened by an earlier press closes with the final answer.
    if (purchase.status !== "pending") await settleDisputeOf(ctx, purchase);
  }
  const final = finalAnswer(purchase, wasPending);
  if (final) return final;

  const waiting = purchase.status === "pending";
  const existing = await liveCase(ctx, id);
  if (existing) return { result: "case_opened", message: DISPUTE_MSG.alreadyOpen, proof: null, row: existing };
  const now = ctx.now();
  const notes = waiting
    ? "System: VTpass's re-query gave no final answer; the purchase stays pending."
    : `System: the purchase is ${purchase.status} but not refunded.`;
  const [row] = await ctx.db
    .insert(customerCases)
    .values({
      userId,
      kind: "purchase_dispute",
      status: waiting ? "waiting_on_provider" : "open",
      amountKobo: purchase.amount,
      transactionId: id,
      providerReference: purchase.providerReference,
      outcome: DISPUTE_MSG.opened,
      notes,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (row) {
    // The purchase may have become final since it was read (a callback, the admin's Refund or
    // Requery) with its settlement looking for a case before this one existed: look again now.
    const latest = await transactionOfUser(ctx.db, userId, id);
    const settled = latest ? await settleDisputeOf(ctx, latest) : null;
    if (latest && settled?.status === "resolved") return { ...finalAnswer(latest, true)!, row: null };
  }
  // A parallel press opened it first: answer that case.
  const opened = row ?? (await liveCase(ctx, id));
  return {
    result: "case_opened",
    message: row ? DISPUTE_MSG.opened : DISPUTE_MSG.alreadyOpen,
    proof: null,
    row: opened,
  };
}

type DisputeAnswer = { result: DisputeResult; message: string; proof: DeliveryProof | null; row: CaseRow | null };

/** The answer for a purchase that is already final and settled (delivered, or failed/reversed and refunded). */
function finalAnswer(purchase: TransactionRow, wasPending: boolean): DisputeAnswer | null {
  if (purchase.status === "delivered")
    return { result: "delivered", message: DISPUTE_MSG.delivered, proof: proofOf(purchase), row: null };
  if ((purchase.status === "failed" || purchase.status === "reversed") && refunded(purchase))
    return {
      result: "refunded",
      message:
        purchase.status === "reversed"
          ? DISPUTE_MSG.reversed
          : wasPending
            ? DISPUTE_MSG.refunded
            : DISPUTE_MSG.alreadyRefunded,
      proof: null,
      row: null,
    };
  return null;
}

/**
 * Closes a purchase's live dispute when the purchase became final: wherever a final answer is
 * applied (the re-query job, VTpass's callback, the admin's Requery or Refund, the dispute itself).
 */
export async function settleDisputeOf(ctx: AppContext, purchase: TransactionRow): Promise<CaseRow | null> {
  const live = await liveCase(ctx, purchase.id);
  if (!live) return null;
  if (purchase.status === "delivered")
    return updateCase(ctx.db, live.id, { status: "resolved", outcome: DISPUTE_MSG.deliveredClosed }, ctx.now());
  if ((purchase.status === "failed" || purchase.status === "reversed") && refunded(purchase))
    return updateCase(ctx.db, live.id, { status: "resolved", outcome: DISPUTE_MSG.refunded }, ctx.now());
  return live;
}

/** settleDisputeOf for a purchase known by its id. */
export async function settleDisputeOfPurchase(ctx: AppContext, id: string): Promise<void> {
  const [purchase] = await ctx.db.select().from(transactions).where(eq(transactions.id, id));
  if (purchase) await settleDisputeOf(ctx, purchase);
}
