import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiKeyCreatedResponse,
  apiKeysResponse,
  apiKeyView,
  createApiKeySchema,
  PARTNER_MSG,
  testBalanceResponse,
  testTopupResponse,
  testTopupSchema,
} from "../../lib/contracts/partner";
import { successStatus } from "../../lib/contracts/common";
import { koboToNaira, nairaToKobo } from "../../lib/money";
import { z } from "zod";
import { AppError, forbidden, notFound } from "../http/errors";
import { answer, errorResponses, idParams, secured, signedIn } from "../http/route-kit";
import { isUuid } from "../../lib/contracts/common";
import { requirePin } from "../security/transaction-pin";
import { apiKeyViewOf, canUsePartnerApi, createApiKey, listApiKeys, partnerUser, revokeApiKey } from "./api-keys";
import { testBalanceKobo, topUpTestBalance } from "./test-balance";
import { ensureTestCustomer, testModeAvailable, testModeOf, type TestMode } from "./test-mode";
import { copyTestWebhook } from "./test-mode-webhook";
import type { AppContext } from "../http/context";

const doc = (summary: string) => secured("api keys", summary);
const revokedResponse = z.object({ status: successStatus, message: z.string(), api_key: apiKeyView });

/**
 * The dashboard's Developers page (/api/api-keys): the customer's keys, creating one (with the
 * transaction PIN: a key spends the wallet without a PIN per call), revoking one, and the test-mode
 * balance with its top-up button.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  const mayUse = async (userId: string) => {
    const user = await partnerUser(ctx, userId);
    return Boolean(user && canUsePartnerApi(user));
  };

  const testMode = async (userId: string): Promise<TestMode> => {
    const mode = testModeOf(ctx);
    if (!mode) throw new AppError(503, PARTNER_MSG.testModeOff);
    const opened = await mode;
    await ensureTestCustomer(ctx, opened.ctx, userId);
    await copyTestWebhook(ctx, opened.ctx, userId);
    return opened;
  };

  app.get(
    "/api-keys",
    {
      ...signedIn,
      schema: { ...doc("The customer's API keys"), response: { 200: apiKeysResponse, ...errorResponses(401) } },
    },
    async (req) => {
      const userId = req.auth!.userId;
      const rows = await listApiKeys(ctx, userId);
      return answer(apiKeysResponse, {
        status: "success",
        keys: rows.map(apiKeyViewOf),
        can_create: await mayUse(userId),
        test_mode_available: testModeAvailable(ctx.config),
      });
    },
  );

  app.post(
    "/api-keys",
    {
      ...signedIn,
      schema: {
        ...doc("Create an API key (the whole key is answered this once)"),
        body: createApiKeySchema,
        response: { 200: apiKeyCreatedResponse, ...errorResponses(401, 403, 409, 422, 423, 503) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      if (!(await mayUse(userId))) throw forbidden(PARTNER_MSG.notAllowed);
      if (req.body.mode === "test" && !testModeAvailable(ctx.config)) throw new AppError(503, PARTNER_MSG.testModeOff);
      await requirePin(ctx, userId, req.body.pin);
      const { key, row } = await createApiKey(ctx, userId, req.body);
      req.log.info({ apiKeyId: row.id, mode: row.mode }, "api key created");
      return answer(apiKeyCreatedResponse, {
        status: "success",
        message: "Copy your key now: it will not be shown again.",
        key,
        api_key: apiKeyViewOf(row),
      });
    },
  );

  app.post(
    "/api-keys/:id/revoke",
    {
      ...signedIn,
      schema: {
        ...doc("Revoke an API key"),
        params: idParams,
        response: { 200: revokedResponse, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      if (!isUuid(req.params.id)) throw notFound(PARTNER_MSG.keyNotFound);
      const row = await revokeApiKey(ctx, req.auth!.userId, req.params.id);
      req.log.info({ apiKeyId: row.id }, "api key revoked");
      return answer(revokedResponse, { status: "success", message: "API key revoked.", api_key: apiKeyViewOf(row) });
    },
  );

  app.get(
    "/api-keys/test-balance",
    {
      ...signedIn,
      schema: { ...doc("The test-mode balance"), response: { 200: testBalanceResponse, ...errorResponses(401, 503) } },
    },
    async (req) => {
      const userId = req.auth!.userId;
      const test = await testMode(userId);
      return answer(testBalanceResponse, {
        status: "success",
        balance: koboToNaira(await testBalanceKobo(test.ctx, userId)),
      });
    },
  );

  app.post(
    "/api-keys/test-topup",
    {
      ...signedIn,
      schema: {
        ...doc("Add play money to the test-mode balance"),
        body: testTopupSchema,
        response: { 200: testTopupResponse, ...errorResponses(401, 403, 422, 503) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      if (!(await mayUse(userId))) throw forbidden(PARTNER_MSG.notAllowed);
      const test: { ctx: AppContext } = await testMode(userId);
      const balance = await topUpTestBalance(test.ctx, userId, nairaToKobo(req.body.amount)!);
      return answer(testTopupResponse, {
        status: "success",
        message: "Test balance topped up. No real money moved.",
        balance: koboToNaira(balance),
      });
    },
  );
};
