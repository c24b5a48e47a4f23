import { sql } from "drizzle-orm";
import { customerCases } from "../db/schema";
import type { AppContext } from "../http/context";
import { AppError, conflict, validationFailed } from "../http/errors";
import { MonnifyError } from "../providers/monnify/monnify-adapter";
import { monnifyAdapter } from "../providers/monnify/monnify-runtime";
import type { ReservedAccountTransaction, TransactionBody } from "../providers/monnify/monnify-schemas";
import { confirmAndCreditTransfer } from "../webhooks/reserved-account-funding";
import { DAY_MS, lagosDayWindow } from "../wallet/lagos-day";
import type { ConfirmedFunding } from "../wallet/funding";
import { transactionByReference } from "../wallet/transactions-repo";
import { findVirtualAccount, type VirtualAccount } from "../wallet/virtual-accounts";
import { formatKobo, nairaToKobo } from "../../lib/money";
import { CLAIM_CHECKS_PER_DAY, CLAIM_MAX_AGE_DAYS, CLAIM_MSG, CLAIMS_PER_DAY } from "../../lib/contracts/claims";
import { hit } from "../http/rate-limit";
import {
  caseById,
  claimResolvedFor,
  claimsBetween,
  dropCase,
  openSameClaim,
  updateCase,
  type CaseRow,
} from "./case-store";

export interface DepositClaim {
  amountKobo: number;
  sentOn: string;
  reference?: string;
}

export type ClaimResult = "credited" | "already_credited" | "case_opened";

/** How far down the account's transfers (newest first) a claim looks: pages of PAGE_SIZE. */
const PAGE_SIZE = 50;
const MAX_PAGES = 10;

/** A transfer Monnify lists or answers for this customer's account, read the same way either way. */
interface Transfer {
  transactionReference: string;
  paymentReference: string | null;
  amountKobo: number | null;
  paymentStatus: string;
  /** The Lagos day of the payment (Monnify writes its dates in Lagos time). */
  day: string | null;
  sessionIds: string[];
}

const dayOf = (s: string | null | undefined) => (s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null);

const fromListed = (t: ReservedAccountTransaction): Transfer => ({
  transactionReference: t.transactionReference,
  paymentReference: t.paymentReference ?? null,
  amountKobo: nairaToKobo(t.amountPaid),
  paymentStatus: t.paymentStatus,
  day: dayOf(t.paidOn ?? t.completedOn ?? t.createdOn),
  sessionIds: (t.paymentSourceInformation ?? []).map((p) => p.sessionId ?? "").filter(Boolean),
});

const fromAnswer = (t: TransactionBody): Transfer => ({
  transactionReference: t.transactionReference,
  paymentReference: t.paymentReference ?? null,
  amountKobo: nairaToKobo(t.amountPaid),
  paymentStatus: t.paymentStatus,
  day: dayOf(t.paidOn),
  sessionIds: [],
});

/** Whether the funding of this Monnify reference is already in the customer's history. */
const creditedRow = (ctx: AppContext, transactionReference: string) =>
  transactionByReference(ctx.db, transactionReference);

/**
 * "I sent money but my wallet was not credited". The claim is recorded first (the daily limit is
 * counted under a per-customer lock, so parallel claims cannot pass it), then Monnify is asked for
 * the account's transfers (and the transfer by reference when one is given). A PAID transfer into
 * THIS customer's account, of the claimed amount, that is not credited yet is credited through
 * confirmAndCreditTransfer, the webhook's own path (journal key monnify:<reference>: a later
 * webhook, or a parallel claim, credits nothing more) and the claim closes with its receipt.
 * Anything else leaves the claim open as a case for the admin.
 */
export async function fileDepositClaim(
  ctx: AppContext,
  userId: string,
  claim: DepositClaim,
): Promise<{ result: ClaimResult; message: string; row: CaseRow }> {
  const now = ctx.now();
  const today = lagosDayWindow(now);
  if (claim.sentOn > today.day) throw validationFailed({ sent_on: [CLAIM_MSG.dateFuture] });
  if (claim.sentOn < lagosDayWindow(new Date(now.getTime() - CLAIM_MAX_AGE_DAYS * DAY_MS)).day)
    throw validationFailed({ sent_on: [CLAIM_MSG.dateTooOld] });
  const account = await findVirtualAccount(ctx, userId);
  if (!account || account.status !== "active" || !account.accountNumber) throw conflict(CLAIM_MSG.noAccount);

  // A claim that will ask Monnify takes a place in the customer's checks of the last 24 hours
  // (429 past them, nothing recorded); a repeat of a claim still open is answered from our records.
  if (!(await openSameClaim(ctx.db, userId, claim)))
    await hit(ctx, `claims:check:${userId}`, { limit: CLAIM_CHECKS_PER_DAY, windowSeconds: DAY_MS / 1000 });

  const filed = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`claims:${userId}`}))`);
    const same = await openSameClaim(tx, userId, claim);
    if (same) return { same };
    if ((await claimsBetween(tx, userId, today.start, today.end)) >= CLAIMS_PER_DAY)
      throw new AppError(429, CLAIM_MSG.tooMany);
    const [r] = await tx
      .insert(customerCases)
      .values({
        userId,
        kind: "deposit_claim",
        status: "open",
        amountKobo: claim.amountKobo,
        sentOn: claim.sentOn,
        customerReference: claim.reference ?? null,
        outcome: "Checking with the bank.",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { row: r };
  });
  // A repeat of a claim still being worked on (a second click, the same form sent again) answers
  // that claim: no new row, nothing counted against the day's limit.
  if (filed.same) {
    // That claim's own check runs outside the lock: it may have credited the transfer since it was
    // read. Answer it as it stands now, not "still checking" once it was credited.
    const now = (await caseById(ctx.db, filed.same.id)) ?? filed.same;
    const credited =
      now.status === "resolved" && (now.outcome === CLAIM_MSG.credited || now.outcome === CLAIM_MSG.alreadyCredited);
    return credited
      ? { result: "already_credited", message: CLAIM_MSG.alreadyCredited, row: now }
      : { result: "case_opened", message: CLAIM_MSG.alreadyFiled, row: now };
  }
  const row = filed.row;

  const open = async (outcome: string, notes: string, providerReference: string | null = null) => ({
    result: "case_opened" as const,
    message: outcome,
    row: await updateCase(ctx.db, row.id, { outcome, notes: `System: ${notes}`, providerReference }, ctx.now()),
  });

  let found: { transfer: Transfer | null; note: string };
  try {
    found = await findTransfer(ctx, account, claim);
  } catch (err) {
    if (!(err instanceof MonnifyError)) throw err;
    return open(CLAIM_MSG.providerDown, `Monnify could not be asked: ${err.message}`);
  }
  const t = found.transfer;
  if (!t) return open(CLAIM_MSG.opened, found.note);
  if (t.paymentStatus !== "PAID")
    return open(
      CLAIM_MSG.opened,
      `Monnify says ${t.transactionReference} is ${t.paymentStatus}.`,
      t.transactionReference,
    );
  if (t.amountKobo !== claim.amountKobo)
    return open(
      CLAIM_MSG.opened,
      `Monnify's record of ${t.transactionReference} is ${t.amountKobo === null ? "unreadable" : formatKobo(t.amountKobo)}, the claim says ${formatKobo(claim.amountKobo)}.`,
      t.transactionReference,
    );

  const credit = await creditClaimTransfer(ctx, account, t.transactionReference, t.amountKobo, row.id);
  if (credit.kind === "not_credited")
    return open(credit.transient ? CLAIM_MSG.providerDown : CLAIM_MSG.opened, credit.reason, t.transactionReference);
  if (credit.kind === "already_credited") {
    // The same transfer claimed again after an earlier claim credited it: that claim answers, and
    // this one is not kept (nor counted against the day's limit).
    const earlier = await claimResolvedFor(ctx.db, userId, t.transactionReference, row.id);
    if (earlier) {
      await dropCase(ctx.db, row.id);
      return { result: "already_credited", message: CLAIM_MSG.alreadyCredited, row: earlier };
    }
  }
  const outcome = credit.kind === "credited" ? CLAIM_MSG.credited : CLAIM_MSG.alreadyCredited;
  return {
    result: credit.kind,
    message: outcome,
    row: await updateCase(
      ctx.db,
      row.id,
      { status: "resolved", outcome, transactionId: credit.transactionId, providerReference: t.transactionReference },
      ctx.now(),
    ),
  };
}

export type ClaimCredit =
  | { kind: "credited" | "already_credited"; transactionId: string | null }
  | { kind: "not_credited"; transient: boolean; reason: string };

/**
 * Credits one Monnify transfer into the customer's account for a claim (the customer's, or the
 * admin's Credit action naming the reference): the webhook's path, with Monnify's confirmation.
 */
export async function creditClaimTransfer(
  ctx: AppContext,
  account: VirtualAccount,
  transactionReference: string,
  amountKobo: number,
  claimId: string,
  withCredit?: ConfirmedFunding["withCredit"],
): Promise<ClaimCredit> {
  const r = await confirmAndCreditTransfer(ctx, {
    account,
    transactionReference,
    amountKobo,
    webhookEventId: null,
    claimId,
    withCredit,
  });
  switch (r.kind) {
    case "credited":
      return { kind: "credited", transactionId: r.transactionId };
    case "duplicate":
      return { kind: "already_credited", transactionId: (await creditedRow(ctx, transactionReference))?.id ?? null };
    case "unconfirmable":
      return { kind: "not_credited", transient: r.transient, reason: r.reason };
    case "refused":
      return { kind: "not_credited", transient: false, reason: r.reason };
  }
}

/**
 * The transfer the claim is about, from Monnify's records of THIS customer's account only.
 * With a reference: the transfer by that reference (Monnify's transaction reference), or the one
 * of the account whose payment reference or bank session id it is. Without: a PAID transfer of
 * that amount on that day not credited yet (the oldest first); else an already-credited one.
 */
async function findTransfer(
  ctx: AppContext,
  account: VirtualAccount,
  claim: DepositClaim,
): Promise<{ transfer: Transfer | null; note: string }> {
  const monnify = monnifyAdapter(ctx);
  const ref = claim.reference;
  if (ref) {
    const byRef = await monnify.getTransaction(ref);
    // Another customer's transfer (or an invoice) is treated as unknown: a claim never credits it.
    if (byRef && byRef.product?.reference === account.accountReference && byRef.product?.type !== "INVOICE")
      return { transfer: fromAnswer(byRef), note: "" };
  }
  const sameDay: Transfer[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { content, last } = await monnify.getReservedAccountTransactions(account.accountReference, {
      page,
      size: PAGE_SIZE,
    });
    const transfers = content.map(fromListed);
    if (ref) {
      const hit = transfers.find(
        (t) => t.transactionReference === ref || t.paymentReference === ref || t.sessionIds.includes(ref),
      );
      if (hit) return { transfer: hit, note: "" };
    } else {
      sameDay.push(...transfers.filter((t) => t.day === claim.sentOn));
    }
    // Newest first: once a page ends before the claimed day, older pages cannot hold it.
    const oldest = transfers[transfers.length - 1]?.day;
    if (last || (oldest && oldest < claim.sentOn)) break;
  }
  if (ref) return { transfer: null, note: `Monnify knows no transfer into the account with reference ${ref}.` };
  const matching = sameDay.filter((t) => t.paymentStatus === "PAID" && t.amountKobo === claim.amountKobo).reverse();
  for (const t of matching) if (!(await creditedRow(ctx, t.transactionReference))) return { transfer: t, note: "" };
  if (matching[0]) return { transfer: matching[0], note: "" };
  return {
    transfer: null,
    note: `Monnify lists no PAID transfer of ${formatKobo(claim.amountKobo)} into the account on ${claim.sentOn}.`,
  };
}
