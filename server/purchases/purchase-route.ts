import type { FastifyRequest } from "fastify";
import { planDisplayName } from "../../lib/purchases/display-names";
import type { PurchaseResponse, VariationOption } from "../../lib/contracts/purchases";
import { koboToNaira } from "../../lib/money";
import type { AppContext } from "../http/context";
import { errorResponses, secured, signedIn } from "../http/route-kit";
import type { VtpassVariation } from "../providers/vtpass/vtpass-adapter";
import { approveDebitInDebit } from "../security/debit-approval";
import type { AssertionJson } from "../../lib/contracts/passkeys";
import { walletBalanceKobo } from "../wallet/ledger";
import { recipientKeyOf, touchBeneficiary } from "../beneficiaries/purchase-touch";
import { priceOrder } from "../levels/price-quote";
import { purchaseAnswer } from "./answer";
import { purchaseRouteFactory } from "./route-factory";
import { existingPurchase, placePurchase, type Order } from "./engine";
import { assertSwitchOn } from "./service-availability";
import { purchaseFacts } from "./purchase-facts";
import type { ServiceKey } from "./services";

/** What the purchase plugins (one per service) share: authentication, documentation, errors and the purchase itself. */

/** Authentication runs first (onRequest), before the body is validated. */
export { signedIn };

export const purchaseDoc = (summary: string) => secured("purchases", summary);

/**
 * Every purchase route's failures: a provider lookup that did not answer (502), the service switched
 * off or paused by its breaker (503), a request_id used before with another body (409), bad input
 * (400/422). None of them debits the wallet.
 */
export const purchaseErrors = errorResponses(400, 401, 409, 422, 502, 503);

/** A priced catalogue choice (TV bouquet, exam variation) in naira. */
/** A TV plan or exam variation as customers read it: the name without VTpass's price ("DStv Padi"). */
export const toVariationOption = (p: VtpassVariation): VariationOption => ({
  variation_code: p.variationCode,
  name: planDisplayName(p.name),
  variation_amount: koboToNaira(p.amountKobo),
});

/**
 * One purchase, idempotent by request_id: the same request answers the same transaction as it
 * stands now, with no PIN asked (a retry after a lost answer never asks twice or pays twice); a
 * new one needs the owner's approval (the PIN or a passkey), then goes through the engine (debit first, then
 * the provider). Authentication and the body's validation ran before this.
 */
export async function purchase<B extends { request_id: string; pin?: string; passkey?: AssertionJson }>(
  ctx: AppContext,
  req: FastifyRequest,
  service: ServiceKey,
  body: B,
  fingerprint: string,
  build: (b: B) => Promise<Order>,
): Promise<PurchaseResponse> {
  const userId = req.auth!.userId;
  // Everything the purchase reads before it moves money, in one statement (purchase-facts.ts).
  const recipient = recipientKeyOf(service, body);
  const facts = await purchaseFacts(ctx.db, { userId, requestId: body.request_id, service, recipient });
  let result = facts.replay ? await existingPurchase(ctx, userId, body.request_id, fingerprint) : null;
  if (!result) {
    // The order is priced once, at the customer's level: a passkey approval must name exactly the amount it debits.
    let order: Promise<Order> | undefined;
    const priced = () => (order ??= build(body).then((o) => priceOrder(ctx, userId, o, ctx.live ? undefined : facts)));
    // A right PIN is confirmed by the debit's own statement (under the PIN row's lock, judged in turn).
    const approval = await approveDebitInDebit(
      ctx,
      userId,
      {
        pin: body.pin,
        passkey: body.passkey,
        requestId: body.request_id,
        amountKobo: async () => (await priced()).amountKobo,
        seenPin: facts.pin,
      },
      req.log,
    );
    try {
      // A service switched off by an admin refuses new purchases (an earlier one is still answered).
      assertSwitchOn(service, facts.serviceEnabled);
      result = await placePurchase(ctx, userId, await priced(), req.log, facts, approval);
    } catch (err) {
      // Refused before its debit (service off, balance, breaker): the right PIN still starts the
      // count again, as it does when the purchase goes through (one more statement, on refusals only).
      if (approval) await approval.confirmAlone();
      throw err;
    }
    // A saved recipient bought for goes to the top of the list (not on a failure: it may have been the wrong network).
    if (result.row.status !== "failed" && facts.savedRecipient)
      await touchBeneficiary(ctx, userId, service, body, req.log);
  }
  return purchaseAnswer(result.row, result.provider, result.balanceKobo ?? (await walletBalanceKobo(ctx.db, userId)));
}

/** The dashboard's verifications and purchases (route-factory.ts): signed in, on the API's own context, approved per purchase. */
export const dashboardRoutes = purchaseRouteFactory({
  auth: signedIn,
  doc: purchaseDoc,
  verifyErrors: purchaseErrors,
  // A purchase may also meet a wrong (403) or locked (423) PIN.
  purchaseErrors: { ...purchaseErrors, ...errorResponses(403, 423) },
  ctxOf: (req) => req.server.ctx,
  place: (req, service, body, fingerprint, build) =>
    purchase(req.server.ctx, req, service, body, fingerprint, (b) => build(req.server.ctx, b)),
});
