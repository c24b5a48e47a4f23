import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { accountRefreshResponse, type AccountRefreshResponse } from "../../lib/contracts/wallet";
import { errorResponses, secured, signedIn } from "../http/route-kit";
import { reserveVirtualAccount, type VirtualAccount } from "./virtual-accounts";

export const ACCOUNT_MSG = {
  active: "Account details refreshed.",
  pending: "Your virtual account is still being set up. Please try again in a moment.",
  failed: "We could not create your virtual account. Please contact support.",
} as const;

export function accountAnswer(row: VirtualAccount): AccountRefreshResponse {
  const active = row.status === "active";
  return {
    status: "success",
    account_number: active ? row.accountNumber : null,
    bank_name: active ? row.bankName : null,
    account_name: active ? row.accountName : null,
    virtual_account_status: row.status,
    message: ACCOUNT_MSG[row.status],
  };
}

/** The customer's virtual account, mounted under /api. */
export const accountRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/account/refresh",
    {
      ...signedIn,
      schema: {
        ...secured(
          "wallet",
          "Re-read the virtual account; asks the provider again now when it is still pending or failed",
        ),
        response: { 200: accountRefreshResponse, ...errorResponses(401) },
      },
    },
    async (req) => {
      // The customer asked explicitly: a failed reservation is tried again too.
      const row = await reserveVirtualAccount(app.ctx, req.auth!.userId);
      return accountAnswer(row);
    },
  );
};
