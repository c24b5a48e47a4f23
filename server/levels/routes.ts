import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  LEVEL_MSG,
  levelUpgradeResponse,
  levelUpgradeSchema,
  myLevelResponse,
  priceQuoteQuery,
  priceQuoteResponse,
} from "../../lib/contracts/levels";
import { koboToNaira, nairaToKobo } from "../../lib/money";
import { answer, errorResponses, secured, signedIn } from "../http/route-kit";
import { levelView } from "./levels-admin";
import { allLevels, discountsOf, levelOfUser } from "./levels-repo";
import { priceQuote } from "./price-quote";
import { upgradeLevel } from "./upgrade";

const doc = (summary: string) => secured("levels", summary);

/** The customer's side of price levels: their level, their price for an item, the upgrade. */
export const levelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/levels",
    {
      ...signedIn,
      schema: {
        ...doc("The customer's price level and every level with its fee and discounts (the Make Money page)"),
        response: { 200: myLevelResponse, ...errorResponses(401) },
      },
    },
    async (req) => {
      const own = await levelOfUser(ctx.db, req.auth!.userId);
      const list = await allLevels(ctx.db);
      const levels = await Promise.all(list.map(async (l) => levelView(l, await discountsOf(ctx.db, l.id))));
      return answer(myLevelResponse, {
        status: "success",
        level: { code: own.code, name: own.name, rank: own.rank },
        levels,
      });
    },
  );

  app.get(
    "/prices/quote",
    {
      ...signedIn,
      schema: {
        ...doc(
          "What the customer pays for an item at their level: the list price, their price and the discount (naira)",
        ),
        querystring: priceQuoteQuery,
        response: { 200: priceQuoteResponse, ...errorResponses(401, 422) },
      },
    },
    async (req) => {
      const q = await priceQuote(ctx.db, req.auth!.userId, {
        service: req.query.service,
        listKobo: nairaToKobo(req.query.amount)!,
        providerService: req.query.provider_service,
        variationCode: req.query.variation_code,
      });
      return answer(priceQuoteResponse, {
        status: "success",
        level: q.level,
        list_price: koboToNaira(q.listKobo),
        price: koboToNaira(q.priceKobo),
        discount: koboToNaira(q.discountKobo),
      });
    },
  );

  app.post(
    "/levels/upgrade",
    {
      ...signedIn,
      schema: {
        ...doc(
          "Buy a level (Reseller) from the wallet: the PIN or a passkey for exactly the fee; idempotent by request_id (a replay answers the first upgrade, no approval asked; another level under it is 409); 409 when the level is already held or not for sale",
        ),
        body: levelUpgradeSchema,
        response: { 200: levelUpgradeResponse, ...errorResponses(400, 401, 403, 404, 409, 422, 423) },
      },
    },
    async (req) => {
      const r = await upgradeLevel(
        ctx,
        req.auth!.userId,
        { level: req.body.level, requestId: req.body.request_id, pin: req.body.pin, passkey: req.body.passkey },
        req.log,
      );
      return answer(levelUpgradeResponse, {
        status: "success",
        message: LEVEL_MSG.upgraded(r.level.name),
        level: { code: r.level.code, name: r.level.name },
        fee: koboToNaira(r.feeKobo),
        reference: r.reference,
        balance: koboToNaira(r.balanceKobo),
      });
    },
  );
};
