import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { purchaseResponse } from "../../lib/contracts/purchases";
import { notFound } from "../http/errors";
import { errorResponses } from "../http/route-kit";
import { walletBalanceKobo } from "../wallet/ledger";
import { transactionByRequestId } from "../wallet/transactions-repo";
import { purchaseAnswer } from "./answer";
import { providerRequestOf } from "./engine";
import { purchaseDoc, signedIn } from "./purchase-route";

export const PURCHASE_NOT_FOUND = "Purchase not found.";

/**
 * GET /api/purchases/{request_id}: the customer's own purchase made with this request_id, answered
 * as the purchase call answers it now (its result, not a second payment). A summary page reloaded
 * after paying shows this result instead of the Pay button. Anything else (another customer's
 * request_id, a level fee's, one never paid) is 404.
 */
export const purchaseLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    "/purchases/:request_id",
    {
      ...signedIn,
      schema: {
        ...purchaseDoc("One of the customer's purchases by the request_id it was paid with"),
        params: z.object({ request_id: z.string().max(100) }),
        response: { 200: purchaseResponse, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      const row = await transactionByRequestId(ctx.db, userId, req.params.request_id);
      if (!row || row.type !== "purchase") throw notFound(PURCHASE_NOT_FOUND);
      return purchaseAnswer(row, await providerRequestOf(ctx, row.id), await walletBalanceKobo(ctx.db, userId));
    },
  );
};
