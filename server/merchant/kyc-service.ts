import { and, desc, eq, lte, ne } from "drizzle-orm";
import { kycSubmissions, users } from "../db/schema";
import type { AppContext } from "../http/context";
import { conflict } from "../http/errors";
import { MonnifyError } from "../providers/monnify/monnify-adapter";
import { monnifyAdapter, monnifyTransport } from "../providers/monnify/monnify-runtime";
import type { Tx } from "../wallet/ledger";
import { virtualAccountFor } from "../wallet/virtual-account-view";
import {
  assignIdentity,
  attemptReservation,
  findVirtualAccount,
  isReserving,
  lockVirtualAccount,
} from "../wallet/virtual-accounts";
import {
  dmyToIso,
  KYC_MSG,
  maskIdNumber,
  maskIdNumbersIn,
  type KycIdentifiers,
  type KycIdType,
  type KycStatus,
  type KycSubmissionView,
  type KycValues,
} from "../../lib/contracts/kyc";
import type { VirtualAccountState } from "../../lib/contracts/wallet";
import { decryptField, encryptField } from "./field-encryption";

export type KycSubmission = typeof kycSubmissions.$inferSelect;

/** After a transient failure of a kyc-info link (provider down) the job tries again this much later. */
export const KYC_RETRY_MS = 60_000;
const CLAIM_LEASE_MS = 2 * 60_000;
const MAX_LINK_ATTEMPTS = 30;
const NOT_RESERVED = "Your account number is not set up yet: give your BVN or NIN on the dashboard to get it.";

export function submissionView(s: KycSubmission): KycSubmissionView {
  const iso = s.dateOfBirth;
  return {
    full_name: s.fullName,
    id_type: s.idType,
    bvn_nin_masked: maskIdNumber(s.idNumberLast4),
    date_of_birth: `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`,
    mobile_no: s.mobileNo,
    referral_source: s.referralSource,
    status: s.status,
    failure_reason: s.failureReason,
    submitted_at: s.createdAt.toISOString(),
  };
}

export async function latestSubmission(ctx: AppContext, userId: string): Promise<KycSubmission | null> {
  const [row] = await ctx.db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt))
    .limit(1);
  return row ?? null;
}

export async function kycStatusOf(ctx: AppContext, userId: string): Promise<KycStatus> {
  const [u] = await ctx.db.select({ kycStatus: users.kycStatus }).from(users).where(eq(users.id, userId));
  const s = u?.kycStatus;
  return s === "submitted" || s === "verified" || s === "failed" ? s : "not_submitted";
}

/** The identifiers on the customer's account (those of verified submissions), masked. */
export async function linkedIdentifiers(db: Tx, userId: string): Promise<KycIdentifiers> {
  const rows = await db
    .select({ idType: kycSubmissions.idType, last4: kycSubmissions.idNumberLast4 })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, "verified")))
    .orderBy(desc(kycSubmissions.updatedAt));
  const out: KycIdentifiers = { bvn: null, nin: null };
  for (const r of rows) out[r.idType] ??= maskIdNumber(r.last4);
  return out;
}

export type LinkOutcome =
  { status: "verified" } | { status: "failed"; reason: string } | { status: "pending"; reason: string };

function alreadyLinked(linked: KycIdentifiers, idType: KycIdType): string | null {
  if (linked.bvn && linked.nin) return KYC_MSG.alreadyVerified;
  if (linked[idType]) return idType === "bvn" ? KYC_MSG.bvnLinked : KYC_MSG.ninLinked;
  return null;
}

/**
 * The one KYC step (the dashboard's "Get your account number", /kyc and /kycmodal). The submission is
 * stored (BVN/NIN encrypted, its type as the customer chose it), then:
 * - no active account yet: the account is reserved with it (Monnify requires a BVN or NIN since
 *   September 2024): verified with the account number, failed with Monnify's reason (the customer
 *   corrects it), or submitted while Monnify cannot be reached (the virtual-account job retries);
 * - an active account: the identifier is added with kyc-info (a customer who reserved with a BVN adds
 *   the NIN, or the reverse; or one whose account predates the rule links one).
 * The customer's row is locked while this is decided, so two submissions at once, or a submission and
 * the retry job, never reserve twice: while a reservation is under way the BVN/NIN cannot change (409).
 */
export async function submitKyc(
  ctx: AppContext,
  userId: string,
  values: KycValues,
): Promise<{ submission: KycSubmission; outcome: LinkOutcome; account: VirtualAccountState }> {
  const now = ctx.now();
  const plan = await ctx.db.transaction(async (tx) => {
    const row = await lockVirtualAccount(tx, userId, now);
    const active = row.status === "active";
    if (!active && isReserving(row)) throw conflict(KYC_MSG.reserving);
    if (active) {
      const linked = alreadyLinked(await linkedIdentifiers(tx, userId), values.idType);
      if (linked) throw conflict(linked);
      // An older link still waiting for the bank is replaced by this one.
      await tx
        .update(kycSubmissions)
        .set({
          status: "failed",
          failureReason: "Replaced by a newer submission.",
          nextAttemptAt: null,
          updatedAt: now,
        })
        .where(
          and(
            eq(kycSubmissions.userId, userId),
            eq(kycSubmissions.status, "submitted"),
            eq(kycSubmissions.purpose, "link"),
          ),
        );
    }
    const [submission] = await tx
      .insert(kycSubmissions)
      .values({
        userId,
        fullName: values.fullName,
        idNumberEncrypted: encryptField(values.bvnNin, ctx.config.DATA_ENCRYPTION_KEY),
        idNumberLast4: values.bvnNin.slice(-4),
        idType: values.idType,
        purpose: active ? "link" : "reserve",
        dateOfBirth: dmyToIso(values.dateOfBirth),
        mobileNo: values.mobileNo,
        referralSource: values.referralSource,
        status: "submitted",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .update(users)
      .set({ kycStatus: "submitted", updatedAt: now })
      .where(and(eq(users.id, userId), ne(users.kycStatus, "verified")));
    return active
      ? { submission, reserve: null }
      : { submission, reserve: await assignIdentity(tx, row, submission.id, now) };
  });

  const timeoutMs = monnifyTransport(ctx).inlineTimeoutMs;
  let outcome: LinkOutcome;
  if (plan.reserve) {
    const row = await attemptReservation(ctx, plan.reserve, timeoutMs);
    outcome =
      row.status === "active"
        ? { status: "verified" }
        : row.status === "failed"
          ? { status: "failed", reason: row.lastError ?? KYC_MSG.linkFailed }
          : { status: "pending", reason: row.lastError ?? "" };
  } else {
    outcome = await linkSubmission(ctx, plan.submission, timeoutMs);
  }
  const [current] = await ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, plan.submission.id));
  return { submission: current ?? plan.submission, outcome, account: await virtualAccountFor(ctx, userId) };
}

/** One attempt to add a link submission's identifier to the active account (kyc-info); records the outcome. */
export async function linkSubmission(ctx: AppContext, s: KycSubmission, timeoutMs: number): Promise<LinkOutcome> {
  const account = await findVirtualAccount(ctx, s.userId);
  let outcome: LinkOutcome;
  if (account?.status !== "active") {
    // Only a submission from before the account needed a BVN/NIN can get here: it is asked for again.
    outcome = { status: "failed", reason: NOT_RESERVED };
  } else {
    const idNumber = decryptField(s.idNumberEncrypted, ctx.config.DATA_ENCRYPTION_KEY);
    try {
      await monnifyAdapter(ctx).updateKycInfo(
        account.accountReference,
        s.idType === "bvn" ? { bvn: idNumber } : { nin: idNumber },
        { timeoutMs },
      );
      outcome = { status: "verified" };
    } catch (err) {
      const message = maskIdNumbersIn(err instanceof Error ? err.message : String(err));
      outcome =
        err instanceof MonnifyError && !err.transient
          ? { status: "failed", reason: message }
          : { status: "pending", reason: message };
    }
  }
  await recordOutcome(ctx, s, outcome);
  return outcome;
}

async function recordOutcome(ctx: AppContext, s: KycSubmission, outcome: LinkOutcome) {
  const now = ctx.now();
  const attempts = s.linkAttempts + 1;
  const giveUp = outcome.status === "pending" && attempts >= MAX_LINK_ATTEMPTS;
  const status = outcome.status === "pending" ? (giveUp ? "failed" : "submitted") : outcome.status;
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(kycSubmissions)
      .set({
        status,
        failureReason: outcome.status === "verified" ? null : outcome.reason.slice(0, 500),
        linkAttempts: attempts,
        nextAttemptAt: status === "submitted" ? new Date(now.getTime() + KYC_RETRY_MS) : null,
        updatedAt: now,
      })
      // A submission replaced meanwhile keeps its final state.
      .where(and(eq(kycSubmissions.id, s.id), eq(kycSubmissions.status, "submitted")))
      .returning({ id: kycSubmissions.id });
    if (updated)
      await tx
        .update(users)
        .set({ kycStatus: status, updatedAt: now })
        .where(and(eq(users.id, s.userId), ne(users.kycStatus, "verified")));
  });
}

/**
 * The job's step: claims link submissions whose retry is due (FOR UPDATE SKIP LOCKED plus a lease)
 * and links each. Reservations are retried by the virtual-account job.
 */
export async function retryDueKycLinks(ctx: AppContext, limit = 20): Promise<number> {
  const now = ctx.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: kycSubmissions.id })
      .from(kycSubmissions)
      .where(
        and(
          eq(kycSubmissions.status, "submitted"),
          eq(kycSubmissions.purpose, "link"),
          lte(kycSubmissions.nextAttemptAt, now),
        ),
      )
      .orderBy(kycSubmissions.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    const rows: KycSubmission[] = [];
    for (const { id } of due) {
      const [r] = await tx
        .update(kycSubmissions)
        .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
        .where(eq(kycSubmissions.id, id))
        .returning();
      rows.push(r);
    }
    return rows;
  });
  for (const row of claimed) await linkSubmission(ctx, row, monnifyTransport(ctx).timeoutMs);
  return claimed.length;
}
