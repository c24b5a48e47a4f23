import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  accountRefreshResponse,
  type AccountRefreshResponse,
  type VirtualAccountState,
} from "../../lib/contracts/wallet";
import { errorResponses, secured, signedIn } from "../http/route-kit";
import { virtualAccountFor } from "./virtual-account-view";
import { reserveVirtualAccount } from "./virtual-accounts";

export const ACCOUNT_MSG = {
  active: "Account details refreshed.",
  none: "Give your BVN or NIN to get your account number.",
  pending: "Your virtual account is still being set up. Please try again in a moment.",
  refused: "The bank did not accept your BVN or NIN. Please check it and submit it again.",
  unreachable: "We could not create your virtual account. Please try again later or contact support.",
} as const;

export function accountAnswer(account: VirtualAccountState): AccountRefreshResponse {
  const s = account.virtual_account_status;
  const message = s === "failed" ? ACCOUNT_MSG[account.virtual_account_failure ?? "unreachable"] : ACCOUNT_MSG[s];
  return { status: "success", ...account, message };
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
          "Re-read the virtual account; asks Monnify again now when a reservation with the customer's BVN/NIN is " +
            "pending or ran out of retries. Without a BVN/NIN (status none), or with one Monnify refused, nothing " +
            "is asked: the customer submits one (POST /api/kyc/submit).",
        ),
        response: { 200: accountRefreshResponse, ...errorResponses(401) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      await reserveVirtualAccount(app.ctx, userId);
      return accountAnswer(await virtualAccountFor(app.ctx, userId));
    },
  );
};
