import { generateAuthenticationOptions } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import { PASSKEY_MSG, type AssertionJson } from "../../lib/contracts/passkeys";
import { passkeys } from "../db/schema";
import type { AppContext } from "../http/context";
import { AppError } from "../http/errors";
import type { Log } from "../accounts/logger";
import { transportsOf, verifyAssertion } from "./assertion";
import { challengeOf, consumeChallenge, issueChallenge } from "./challenges";
import { passkeysOf } from "./credentials";
import { relyingParty } from "./relying-party";

/**
 * Approving a purchase with a passkey instead of the PIN. The challenge is issued for one
 * customer, one purchase request_id and one amount (kobo), and is used up by the first answer
 * that matches all three, so an approval cannot be replayed, nor spent on another purchase or
 * amount, nor by another customer. The purchase routes call verifyPurchaseApproval where they
 * would check the PIN, before the debit.
 */

export interface PurchaseApproval {
  requestId: string;
  amountKobo: number;
}

/** Options for approving the purchase: the customer's own passkeys only, user verification required. */
export async function approvalOptions(ctx: AppContext, userId: string, purchase: PurchaseApproval) {
  const own = await passkeysOf(ctx, userId);
  if (!own.length) throw new AppError(404, PASSKEY_MSG.noPasskeys);
  return generateAuthenticationOptions({
    rpID: relyingParty(ctx.config).id,
    allowCredentials: own.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    challenge: await issueChallenge(ctx, { purpose: "approve", userId, ...purchase }),
    userVerification: "required",
  });
}

export type ApprovalResult = { ok: true; passkeyId: string } | { ok: false };

/**
 * Whether `response` approves exactly this purchase for `userId`: a live approval challenge
 * issued to this customer for this request_id and amount (used up here, atomically: of two
 * concurrent uses only one can succeed), signed by one of the customer's own passkeys with user
 * verification. Never throws for a bad answer; the caller answers the refusal its own way.
 */
export async function verifyPurchaseApproval(
  ctx: AppContext,
  userId: string,
  approval: PurchaseApproval & { response: AssertionJson },
  log?: Log,
): Promise<ApprovalResult> {
  const challenge = challengeOf(approval.response);
  if (!challenge) return { ok: false };
  const binding = {
    purpose: "approve" as const,
    userId,
    requestId: approval.requestId,
    amountKobo: approval.amountKobo,
  };
  if (!(await consumeChallenge(ctx, challenge, binding))) return { ok: false };
  const [row] = await ctx.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, approval.response.id), eq(passkeys.userId, userId)))
    .limit(1);
  if (!row) return { ok: false };
  if (!(await verifyAssertion(ctx, row, approval.response, challenge, log))) return { ok: false };
  return { ok: true, passkeyId: row.id };
}
