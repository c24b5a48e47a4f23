import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAuth } from "../http/auth";
import { reserveVirtualAccount, type VirtualAccount } from "./virtual-accounts";

export const ACCOUNT_MSG = {
  active: "Account details refreshed.",
  pending: "Your virtual account is still being set up. Please try again in a moment.",
  failed: "We could not create your virtual account. Please contact support.",
} as const;

const refreshAnswer = z.object({
  status: z.literal("success"),
  account_number: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_name: z.string().nullable(),
  virtual_account_status: z.enum(["none", "pending", "active", "failed"]),
  message: z.string(),
});

export function accountAnswer(row: VirtualAccount): z.infer<typeof refreshAnswer> {
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
      preHandler: requireAuth,
      schema: {
        tags: ["wallet"],
        summary: "Re-read the virtual account; asks the provider again now when it is still pending or failed",
        security: [{ bearer: [] }],
        response: { 200: refreshAnswer },
      },
    },
    async (req) => {
      // The customer asked explicitly: a failed reservation is tried again too.
      const row = await reserveVirtualAccount(app.ctx, req.auth!.userId);
      return accountAnswer(row);
    },
  );
};
