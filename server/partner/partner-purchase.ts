import type { FastifyRequest } from "fastify";
import type { PurchaseResponse } from "../../lib/contracts/purchases";
import type { AppContext } from "../http/context";
import { purchaseAnswer } from "../purchases/answer";
import { existingPurchase, placePurchase, type Order } from "../purchases/engine";
import { priceOrder } from "../levels/price-quote";
import { assertServiceOn } from "../purchases/service-availability";
import type { ServiceKey } from "../purchases/services";
import { walletBalanceKobo } from "../wallet/ledger";
import { callerOf } from "./key-auth";

/**
 * One purchase through the partner API: the product's one purchase engine, on the key's context
 * (the live wallet, or test mode's). Idempotent by request_id exactly like the dashboard's
 * (purchase-route.ts): the same request_id and body answer the same transaction as it stands now,
 * another body with it is refused (409). The key is the owner's approval: it was created with the
 * PIN (key-routes.ts), so no PIN travels with each call. The customer gets no notification per
 * purchase (channel "api"): the reseller's system learns each outcome from its signed webhooks.
 */
export async function partnerPurchase<B extends { request_id: string }>(
  req: FastifyRequest,
  service: ServiceKey,
  body: B,
  fingerprint: string,
  build: (ctx: AppContext, b: B) => Promise<Order>,
): Promise<PurchaseResponse> {
  const { ctx, userId } = callerOf(req);
  let result = await existingPurchase(ctx, userId, body.request_id, fingerprint);
  if (!result) {
    await assertServiceOn(ctx.db, service);
    const order = await priceOrder(ctx, userId, await build(ctx, body));
    result = await placePurchase(ctx, userId, { ...order, channel: "api" }, req.log);
  }
  return purchaseAnswer(result.row, result.provider, result.balanceKobo ?? (await walletBalanceKobo(ctx.db, userId)));
}
