import { and, asc, count, desc, eq, inArray, min, type SQL } from "drizzle-orm";
import { z } from "zod";
import { customerCases, transactions, users, type CaseStatus } from "../db/schema";
import type { Db } from "../db/client";
import type { AppContext } from "../http/context";
import { conflict, notFound } from "../http/errors";
import { offsetOf, pageQuery, paginate } from "../http/route-kit";
import { caseReplyMail } from "../mail/templates/case-reply";
import { claimPageUrl } from "../mail/web-links";
import { MonnifyError } from "../providers/monnify/monnify-adapter";
import { monnifyAdapter } from "../providers/monnify/monnify-runtime";
import { caseById, isClosed, toCaseView, updateCase, type CaseRow } from "../claims/case-store";
import { creditClaimTransfer } from "../claims/deposit-claims";
import { settleDisputeOf } from "../claims/purchase-disputes";
import { findVirtualAccount } from "../wallet/virtual-accounts";
import { recordAudit, type Actor } from "./audit-log";
import { refundPurchase, requeryPurchase } from "./purchase-actions";
import { formatKobo, nairaToKobo } from "../../lib/money";
import { CASE_KIND_LABELS, CASE_STATUS_LABELS, CASE_STATUS_NAMES } from "../../lib/contracts/claims";
import {
  ADMIN_CASE_MSG,
  type AdminCaseDetail,
  type AdminCaseItem,
  type AdminCaseUpdate,
  type adminCasesResponse,
} from "../../lib/contracts/admin-cases";
import { PAGE_SIZE } from "../../lib/contracts/common";

const LIVE: CaseStatus[] = ["open", "waiting_on_provider"];

export const casesQuery = z.object({
  ...pageQuery(PAGE_SIZE),
  status: z
    .enum(["live", ...CASE_STATUS_NAMES], { error: `status must be live or one of ${CASE_STATUS_NAMES.join(", ")}.` })
    .default("live")
    .describe("live: open or waiting on the provider (the default)."),
  kind: z
    .enum(["deposit_claim", "purchase_dispute"], { error: "kind must be deposit_claim or purchase_dispute." })
    .optional(),
});
export type CasesQuery = z.infer<typeof casesQuery>;

const ageSeconds = (r: CaseRow, now: Date) =>
  Math.max(0, Math.floor(((r.closedAt ?? now).getTime() - r.createdAt.getTime()) / 1000));

const toItem = (r: CaseRow, who: { name: string; email: string }, now: Date): AdminCaseItem => ({
  ...toCaseView(r),
  notes: r.notes,
  customer: { id: r.userId, name: who.name, email: who.email },
  age_seconds: ageSeconds(r, now),
});

/** The queue: live cases oldest first (the one waiting longest on top); closed ones newest first. */
export async function listCases(
  db: Db,
  q: CasesQuery,
  now: Date,
): Promise<Omit<z.infer<typeof adminCasesResponse>, "status">> {
  const where: SQL[] = [q.status === "live" ? inArray(customerCases.status, LIVE) : eq(customerCases.status, q.status)];
  if (q.kind) where.push(eq(customerCases.kind, q.kind));
  const order = q.status === "live" ? asc(customerCases.createdAt) : desc(customerCases.createdAt);
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(customerCases)
      .where(and(...where)),
    db
      .select({ c: customerCases, name: users.name, email: users.email })
      .from(customerCases)
      .innerJoin(users, eq(users.id, customerCases.userId))
      .where(and(...where))
      .orderBy(order, asc(customerCases.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
  ]);
  return {
    cases: rows.map(({ c, name, email }) => toItem(c, { name, email }, now)),
    pagination: paginate("/api/admin/cases", q, Number(total), { status: q.status, kind: q.kind }),
  };
}

export async function casesSummary(db: Db, now: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(customerCases.createdAt) })
    .from(customerCases)
    .where(inArray(customerCases.status, LIVE));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    open_count: Number(row?.n ?? 0),
    oldest_open_at: oldest?.toISOString() ?? null,
    oldest_age_seconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
  };
}

async function existingCase(db: Db, id: string): Promise<CaseRow> {
  const row = await caseById(db, id);
  if (!row) throw notFound(ADMIN_CASE_MSG.notFound);
  return row;
}

export async function caseDetail(ctx: AppContext, id: string): Promise<Omit<AdminCaseDetail, "status">> {
  const row = await existingCase(ctx.db, id);
  const [who] = await ctx.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  const [t] = row.transactionId
    ? await ctx.db.select().from(transactions).where(eq(transactions.id, row.transactionId))
    : [];
  return {
    case: toItem(row, who ?? { name: "", email: "" }, ctx.now()),
    transaction: t
      ? {
          id: t.id,
          status: t.status,
          reference: t.reference,
          refunded: (t.details as Record<string, unknown>).refunded === true,
        }
      : null,
  };
}

const auditState = (r: CaseRow) => ({ status: r.status, notes: r.notes, reply: r.reply });

/**
 * Status, notes and the reply the customer sees. A new reply is emailed to the customer after the
 * change commits (a mail that cannot be sent is logged; the reply stays on the claim's page).
 */
export async function updateCaseByAdmin(
  ctx: AppContext,
  actor: Actor,
  id: string,
  change: AdminCaseUpdate,
  log?: { warn: (o: object, msg: string) => void },
): Promise<string> {
  await existingCase(ctx.db, id);
  const now = ctx.now();
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(customerCases).where(eq(customerCases.id, id)).for("update");
    const replied = change.reply !== undefined && change.reply !== "" && change.reply !== locked.reply;
    const updated = await updateCase(
      tx,
      id,
      {
        ...(change.status ? { status: change.status } : {}),
        ...(change.notes !== undefined ? { notes: change.notes || null } : {}),
        ...(replied ? { reply: change.reply, repliedAt: now } : {}),
      },
      now,
    );
    await recordAudit(
      tx,
      actor,
      {
        action: "case.update",
        targetType: "case",
        targetId: id,
        before: auditState(locked),
        after: auditState(updated),
      },
      now,
    );
    return { before: locked, after: updated };
  });
  const replied = after.reply !== before.reply && after.reply;
  if (!replied) return ADMIN_CASE_MSG.updated;
  try {
    const [u] = await ctx.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, after.userId));
    if (u)
      await ctx.mailer.send({
        to: u.email,
        ...caseReplyMail({
          name: u.name,
          kind: CASE_KIND_LABELS[after.kind],
          amount: formatKobo(after.amountKobo),
          status: CASE_STATUS_LABELS[after.status],
          reply: after.reply!,
          caseUrl: claimPageUrl(ctx.config, after.id),
          supportEmail: ctx.config.SUPPORT_EMAIL,
        }),
      });
  } catch (err) {
    log?.warn({ err, case: id }, "case reply mail not sent");
  }
  return ADMIN_CASE_MSG.replied;
}

function liveDispute(row: CaseRow): string {
  if (row.kind !== "purchase_dispute" || !row.transactionId) throw conflict(ADMIN_CASE_MSG.notADispute);
  if (isClosed(row.status)) throw conflict(ADMIN_CASE_MSG.closed);
  return row.transactionId;
}

/** The purchase's audited Requery (purchase-actions.ts); a final answer resolves the dispute. */
export async function requeryCase(ctx: AppContext, actor: Actor, id: string): Promise<string> {
  const purchaseId = liveDispute(await existingCase(ctx.db, id));
  const r = await requeryPurchase(ctx, actor, purchaseId);
  await afterPurchaseAction(ctx, id, purchaseId);
  return r.message;
}

/** The purchase's audited Refund (failed purchases only, once); it resolves the dispute. */
export async function refundCase(ctx: AppContext, actor: Actor, id: string): Promise<string> {
  const purchaseId = liveDispute(await existingCase(ctx.db, id));
  const r = await refundPurchase(ctx, actor, purchaseId);
  await afterPurchaseAction(ctx, id, purchaseId);
  return r.message;
}

async function afterPurchaseAction(ctx: AppContext, caseId: string, purchaseId: string) {
  const [purchase] = await ctx.db.select().from(transactions).where(eq(transactions.id, purchaseId));
  const settled = await settleDisputeOf(ctx, purchase);
  if (settled && purchase.status === "pending" && settled.status !== "waiting_on_provider")
    await updateCase(ctx.db, caseId, { status: "waiting_on_provider" }, ctx.now());
}

/**
 * Credits a claim from the Monnify transfer the admin names, through the claim's own path (the
 * webhook's confirm-and-credit): only a PAID transfer into THIS customer's account, for Monnify's
 * amount, once (journal monnify:<reference>). The audit row is written in the credit's transaction.
 */
export async function creditCase(ctx: AppContext, actor: Actor, id: string, reference: string): Promise<string> {
  const row = await existingCase(ctx.db, id);
  if (row.kind !== "deposit_claim") throw conflict(ADMIN_CASE_MSG.notAClaim);
  if (isClosed(row.status)) throw conflict(ADMIN_CASE_MSG.closed);
  const account = await findVirtualAccount(ctx, row.userId);
  let transfer;
  try {
    transfer = await monnifyAdapter(ctx).getTransaction(reference);
  } catch (err) {
    if (err instanceof MonnifyError) throw conflict(ADMIN_CASE_MSG.notCredited(err.message));
    throw err;
  }
  if (!account || !transfer || transfer.product?.reference !== account.accountReference)
    throw conflict(ADMIN_CASE_MSG.transferUnknown);
  if (transfer.paymentStatus !== "PAID") throw conflict(ADMIN_CASE_MSG.transferNotPaid(transfer.paymentStatus));
  const amountKobo = nairaToKobo(transfer.amountPaid);
  if (amountKobo === null || amountKobo <= 0)
    throw conflict(ADMIN_CASE_MSG.notCredited("Monnify's amount is unreadable."));

  const credit = await creditClaimTransfer(ctx, account, transfer.transactionReference, amountKobo, id, (tx, c) =>
    recordAudit(
      tx,
      actor,
      {
        action: "case.credit",
        targetType: "case",
        targetId: id,
        before: { status: row.status },
        after: {
          status: "resolved",
          transaction_reference: transfer.transactionReference,
          amount_kobo: amountKobo,
          journal_id: c.journalId,
          transaction_id: c.transactionId,
        },
      },
      ctx.now(),
    ),
  );
  if (credit.kind === "not_credited") throw conflict(ADMIN_CASE_MSG.notCredited(credit.reason));
  const credited = credit.kind === "credited";
  const patch = {
    status: "resolved" as const,
    outcome: credited
      ? `We credited ${formatKobo(amountKobo)} to your wallet.`
      : "This transfer was already credited to your wallet.",
    transactionId: credit.transactionId,
    providerReference: transfer.transactionReference,
  };
  await ctx.db.transaction(async (tx) => {
    await updateCase(tx, id, patch, ctx.now());
    // A credit wrote its audit row with the journal; an earlier credit found is resolved on the record too.
    if (!credited)
      await recordAudit(
        tx,
        actor,
        {
          action: "case.update",
          targetType: "case",
          targetId: id,
          before: { status: row.status },
          after: { status: "resolved", already_credited: transfer.transactionReference },
        },
        ctx.now(),
      );
  });
  return credited ? ADMIN_CASE_MSG.credited(formatKobo(amountKobo)) : ADMIN_CASE_MSG.alreadyCredited;
}
