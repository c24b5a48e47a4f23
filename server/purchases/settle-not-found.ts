import type { AppContext } from "../http/context";
import type { Classified } from "../providers/vtpass/vtpass-outcome";
import { notFoundConfirmMs } from "./purchase-settings";
import type { ProviderRequestRow } from "./settlement";

/**
 * When VTpass's "015 INVALID REQUEST ID" (this request_id was not used on our platform) is a
 * definite failure, and when it is not yet.
 *
 * A purchase is debited and committed before the pay call starts, so a crash (or a lost call) can
 * leave it pending with VTpass never having seen it: only a re-query answering 015 tells. But a
 * pay that is still on its way answers 015 too until it lands, and refunding a purchase VTpass
 * then delivers gives the product away. The rule:
 *
 *   015 is trusted only when a re-query asked at least VTPASS_TIMEOUT_MS + notFoundMarginMs
 *   after the first re-query that answered 015 answers 015 again. Any answer in which VTpass
 *   shows it knows the request (pending, delivered, failed...) starts the count again; answers
 *   that say nothing about it (timeout, garbage, our account refused) leave it as it is.
 *
 * Why that is safe: every re-query of a purchase (the job, a callback, an admin) reads the
 * committed purchase, so the first 015 is asked after the debit committed, and the pay call
 * starts right after that commit. The adapter abandons the call at VTPASS_TIMEOUT_MS (and a crash
 * closes its socket), so no request of ours can still be leaving after first-015 + timeout; the
 * margin (90 s) is for one already on the wire, sitting in VTpass's queue, or delayed by a
 * stalled process. The pay is never sent again with that request_id.
 *
 * How fast: the job first looks max(backoff[0], 2 x timeout) after the debit (60 s in production),
 * then once more when the confirmation is due (+120 s): a purchase VTpass never saw is refunded
 * about 3 minutes after the debit (under 5 with the job's 5 s ticks; test: not-found.test.ts).
 */
export interface NotFoundVerdict {
  /** Still not certain: keep the purchase pending, with these values on its provider request. */
  pending: { notFoundSince: Date; nextCheckAt: Date } | null;
}

export function judgeNotFound(ctx: AppContext, pr: ProviderRequestRow, c: Classified, now: Date): NotFoundVerdict {
  const askedAt = c.askedAt ?? now;
  const since = pr.notFoundSince ?? askedAt;
  const confirmAt = new Date(since.getTime() + notFoundConfirmMs(ctx));
  if (askedAt.getTime() >= confirmAt.getTime()) return { pending: null };
  return {
    pending: { notFoundSince: since, nextCheckAt: new Date(Math.max(confirmAt.getTime(), now.getTime())) },
  };
}

/**
 * The first-015 time to keep after an answer that is not a 015: cleared when VTpass showed it
 * knows the request, kept when the answer said nothing about it.
 */
export function notFoundSinceAfter(pr: ProviderRequestRow, c: Classified): Date | null {
  return c.code === null || c.accountProblem ? pr.notFoundSince : null;
}
