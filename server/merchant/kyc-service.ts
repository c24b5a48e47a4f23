import { and, desc, eq, lte, ne } from "drizzle-orm";
import { kycSubmissions, users } from "../db/schema";
import type { AppContext } from "../http/context";
import { conflict } from "../http/errors";
import { MonnifyError } from "../providers/monnify/monnify-adapter";
import { monnifyAdapter, monnifyTransport } from "../providers/monnify/monnify-runtime";
import { findVirtualAccount, reserveVirtualAccount } from "../wallet/virtual-accounts";
import {
  dmyToIso,
  KYC_MSG,
  maskIdNumber,
  type KycStatus,
  type KycSubmissionView,
  type KycValues,
} from "../../lib/contracts/kyc";
import { decryptField, encryptField } from "./field-encryption";

export type KycSubmission = typeof kycSubmissions.$inferSelect;

/** After a transient failure (provider down, account not reserved yet) the job tries again this much later. */
export const KYC_RETRY_MS = 60_000;
const CLAIM_LEASE_MS = 2 * 60_000;
const MAX_LINK_ATTEMPTS = 30;

/**
 * BVNs are issued in the 22xxxxxxxxx range; any other 11-digit number is taken as a NIN. Monnify's
 * kyc-info takes them in separate fields.
 */
export function idTypeOf(idNumber: string): "bvn" | "nin" {
  return idNumber.startsWith("22") ? "bvn" : "nin";
}

export function submissionView(s: KycSubmission): KycSubmissionView {
  const iso = s.dateOfBirth;
  return {
    full_name: s.fullName,
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

export type LinkOutcome =
  { status: "verified" } | { status: "failed"; reason: string } | { status: "pending"; reason: string };

/**
 * Stores a submission (BVN/NIN encrypted) with kyc_status submitted, then links it to the
 * customer's reserved account through Monnify's kyc-info: verified, failed with the provider's
 * reason, or still submitted (retried by the job) when the provider or the account is not ready.
 */
export async function submitKyc(
  ctx: AppContext,
  userId: string,
  values: KycValues,
): Promise<{ submission: KycSubmission; outcome: LinkOutcome }> {
  if ((await kycStatusOf(ctx, userId)) === "verified") throw conflict(KYC_MSG.alreadyVerified);
  const now = ctx.now();
  const submission = await ctx.db.transaction(async (tx) => {
    // An older submission still waiting for its link is replaced by this one.
    await tx
      .update(kycSubmissions)
      .set({ status: "failed", failureReason: "Replaced by a newer submission.", nextAttemptAt: null, updatedAt: now })
      .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, "submitted")));
    const [row] = await tx
      .insert(kycSubmissions)
      .values({
        userId,
        fullName: values.fullName,
        idNumberEncrypted: encryptField(values.bvnNin, ctx.config.DATA_ENCRYPTION_KEY),
        idNumberLast4: values.bvnNin.slice(-4),
        idType: idTypeOf(values.bvnNin),
        dateOfBirth: dmyToIso(values.dateOfBirth),
        mobileNo: values.mobileNo,
        referralSource: values.referralSource,
        status: "submitted",
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.update(users).set({ kycStatus: "submitted", updatedAt: now }).where(eq(users.id, userId));
    return row;
  });
  const outcome = await linkSubmission(ctx, submission, monnifyTransport(ctx).inlineTimeoutMs);
  const [current] = await ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, submission.id));
  return { submission: current ?? submission, outcome };
}

/** One attempt to link a submission to the reserved account; records the outcome. */
export async function linkSubmission(ctx: AppContext, s: KycSubmission, timeoutMs: number): Promise<LinkOutcome> {
  let account = await findVirtualAccount(ctx, s.userId);
  if (account?.status !== "active") account = await reserveVirtualAccount(ctx, s.userId, { timeoutMs });
  let outcome: LinkOutcome;
  if (account.status !== "active") {
    outcome = { status: "pending", reason: "The virtual account is not reserved yet." };
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
      const message = err instanceof Error ? err.message : String(err);
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

/** The job's step: claims submissions whose retry is due (FOR UPDATE SKIP LOCKED plus a lease) and links each. */
export async function retryDueKycLinks(ctx: AppContext, limit = 20): Promise<number> {
  const now = ctx.now();
  const claimed = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: kycSubmissions.id })
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.status, "submitted"), lte(kycSubmissions.nextAttemptAt, now)))
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
