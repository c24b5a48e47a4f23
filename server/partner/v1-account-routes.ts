import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PARTNER_MSG,
  partnerBalanceResponse,
  partnerServicesResponse,
  partnerVariationsResponse,
} from "../../lib/contracts/partner";
import { purchaseTransaction } from "../../lib/contracts/purchases";
import { transactionsResponse } from "../../lib/contracts/wallet";
import { BILL_SERVICES } from "../../lib/purchases/service-catalog";
import { DISCO_NAMES, EXAM_TYPE_NAMES } from "../../lib/purchases/display-names";
import { koboToNaira } from "../../lib/money";
import { successStatus } from "../../lib/contracts/common";
import { notFound } from "../http/errors";
import { answer, errorResponses, paginate } from "../http/route-kit";
import { purchaseTransactionView } from "../purchases/answer";
import { servicesOf, variationsOf } from "../purchases/catalog";
import { listServiceAvailability } from "../purchases/service-availability";
import { NETWORK_NAMES, type ServiceKey } from "../purchases/services";
import { walletBalanceKobo } from "../wallet/ledger";
import { listUserTransactions, transactionListQuerySchema } from "../wallet/transaction-query";
import { toApiTransaction } from "../wallet/transaction-view";
import { transactionByRequestId } from "../wallet/transactions-repo";
import { priceRules, quoteAt } from "../levels/price-quote";
import type { DiscountRow } from "../levels/levels-repo";
import { callerOf, keyAuthenticated } from "./key-auth";
import { partnerDoc, partnerErrors } from "./v1-doc";

/** VTpass's catalogue identifier of each service, and the names customers know its providers by. */
const CATALOGUE: Record<ServiceKey, { identifier: string; names: Record<string, string> }> = {
  airtime: { identifier: "airtime", names: NETWORK_NAMES },
  data: { identifier: "data", names: {} },
  electricity: { identifier: "electricity-bill", names: DISCO_NAMES },
  cabletv: { identifier: "tv-subscription", names: {} },
  exam: { identifier: "education", names: EXAM_TYPE_NAMES },
};

/** The level's percentage off a service (0 when it has none; fixed data plan prices show per plan). */
const percentOff = (rules: readonly DiscountRow[], service: ServiceKey): number =>
  (rules.find((r) => r.service === service && r.percentBp !== null && r.variationCode === "")?.percentBp ?? 0) / 100;

/** The partner API's reads: balance, services and prices, transactions. */
export const v1AccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/balance",
    {
      ...keyAuthenticated,
      schema: { ...partnerDoc("Wallet balance"), response: { 200: partnerBalanceResponse, ...partnerErrors } },
    },
    async (req) => {
      const { ctx, userId, mode } = callerOf(req);
      return answer(partnerBalanceResponse, {
        status: "success",
        mode,
        balance: koboToNaira(await walletBalanceKobo(ctx.db, userId)),
        currency: "NGN",
      });
    },
  );

  app.get(
    "/services",
    {
      ...keyAuthenticated,
      schema: {
        ...partnerDoc("Services, whether they can be bought now, and their providers"),
        response: { 200: partnerServicesResponse, ...partnerErrors, ...errorResponses(502) },
      },
    },
    async (req) => {
      const { ctx, userId } = callerOf(req);
      const availability = await listServiceAvailability(ctx.db);
      const { level, rules } = await priceRules(ctx, userId);
      const services = await Promise.all(
        availability.map(async (a) => {
          const { identifier, names } = CATALOGUE[a.service];
          const list = await servicesOf(ctx, identifier, "Could not load the services. Please try again.");
          return {
            service: a.service,
            name: BILL_SERVICES[a.service].name,
            available: a.available,
            message: a.message,
            discount_percent: percentOff(rules, a.service),
            providers: list.map((s) => ({ serviceID: s.serviceID, name: names[s.serviceID] ?? s.name })),
          };
        }),
      );
      return answer(partnerServicesResponse, {
        status: "success",
        level: { code: level.code, name: level.name },
        services,
      });
    },
  );

  app.get(
    "/services/:serviceID/variations",
    {
      ...keyAuthenticated,
      schema: {
        ...partnerDoc("Plans, bouquets or exam variations of a provider, with their prices in naira"),
        params: z.object({ serviceID: z.string().max(60) }),
        response: { 200: partnerVariationsResponse, ...partnerErrors, ...errorResponses(404, 502) },
      },
    },
    async (req) => {
      const { ctx, userId } = callerOf(req);
      const id = req.params.serviceID.toLowerCase();
      // Only the providers of the catalogue that sell by variation (data, TV, exams).
      const sellers = ["data", "cabletv", "exam"] as const;
      const lists = await Promise.all(
        sellers.map((s) => servicesOf(ctx, CATALOGUE[s].identifier, "Could not load the plans. Please try again.")),
      );
      const service = sellers.find((_, i) => lists[i].some((s) => s.serviceID === id));
      if (!service) throw notFound("No variations found for this serviceID.");
      const plans = await variationsOf(ctx, id, "Could not load the plans. Please try again.");
      const { level, rules } = await priceRules(ctx, userId);
      return answer(partnerVariationsResponse, {
        status: "success",
        serviceID: id,
        level: { code: level.code, name: level.name },
        variations: plans.map((p) => {
          // Each plan at the partner's level, by the one pricing function the purchase is debited by.
          const yours = quoteAt(level, rules, {
            service,
            listKobo: p.amountKobo,
            providerService: id,
            variationCode: service === "data" ? p.variationCode : undefined,
          });
          return {
            variation_code: p.variationCode,
            name: p.name,
            price: koboToNaira(p.amountKobo),
            your_price: koboToNaira(yours.priceKobo),
          };
        }),
      });
    },
  );

  app.get(
    "/transactions",
    {
      ...keyAuthenticated,
      schema: {
        ...partnerDoc("Transactions, newest first"),
        querystring: transactionListQuerySchema,
        response: { 200: transactionsResponse, ...partnerErrors, ...errorResponses(422) },
      },
    },
    async (req) => {
      const { ctx, userId } = callerOf(req);
      const q = req.query;
      const { rows, total } = await listUserTransactions(ctx.db, userId, q);
      const { service, status, type, from, to, search } = q;
      return answer(transactionsResponse, {
        status: "success",
        transactions: rows.map(toApiTransaction),
        pagination: paginate("/v1/transactions", q, total, { service, status, type, from, to, search }),
      });
    },
  );

  const byRequestId = z.object({ status: successStatus, transaction: purchaseTransaction });
  app.get(
    "/transactions/:request_id",
    {
      ...keyAuthenticated,
      schema: {
        ...partnerDoc("One purchase by the request_id it was made with"),
        params: z.object({ request_id: z.string().max(100) }),
        response: { 200: byRequestId, ...partnerErrors, ...errorResponses(404) },
      },
    },
    async (req) => {
      const { ctx, userId } = callerOf(req);
      const row = await transactionByRequestId(ctx.db, userId, req.params.request_id);
      if (!row) throw notFound(PARTNER_MSG.transactionNotFound);
      return answer(byRequestId, { status: "success", transaction: purchaseTransactionView(row) });
    },
  );
};
