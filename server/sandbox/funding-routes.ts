import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { simulateTransferResponse } from "../../lib/contracts/sandbox";
import { AppError, conflict } from "../http/errors";
import { errorResponses, secured, signedIn } from "../http/route-kit";
import { simulateTransfer, SimulatorUnavailableError } from "../providers/monnify/monnify-simulator-client";
import { nairaToKobo } from "../../lib/money";
import { findVirtualAccount } from "../wallet/virtual-accounts";

export const MAX_SIMULATED_TRANSFER_KOBO = 10_000_000_00; // ₦10,000,000.00

export const SANDBOX_FUNDING_MSG = {
  simulated: "Transfer simulated. Your wallet will be credited shortly.",
  amountInvalid: "The amount must be a number with at most 2 decimal places.",
  amountPositive: "The amount must be greater than 0.",
  amountTooLarge: "The amount may not be greater than 10,000,000.",
  accountPending: "Your virtual account is not ready yet. Please refresh your account details and try again.",
  accountMissing: "You do not have a virtual account yet. Please refresh your account details.",
  bankUnavailable: "The sandbox bank is unavailable. Please try again.",
} as const;

const amountField = z
  .union([z.number(), z.string().trim().min(1)], { error: SANDBOX_FUNDING_MSG.amountInvalid })
  .transform((v, c) => {
    const text = String(v).trim();
    const negative = text.startsWith("-");
    const kobo = nairaToKobo(negative ? text.slice(1) : text);
    const problem =
      kobo === null
        ? SANDBOX_FUNDING_MSG.amountInvalid
        : negative || kobo === 0
          ? SANDBOX_FUNDING_MSG.amountPositive
          : kobo > MAX_SIMULATED_TRANSFER_KOBO
            ? SANDBOX_FUNDING_MSG.amountTooLarge
            : null;
    if (problem || kobo === null) {
      c.addIssue({ code: "custom", message: problem ?? SANDBOX_FUNDING_MSG.amountInvalid });
      return z.NEVER;
    }
    return kobo;
  });

/** Sandbox only, mounted under /api: a bank transfer into the caller's own virtual account. */
export const sandboxFundingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/sandbox/simulate-transfer",
    {
      ...signedIn,
      schema: {
        ...secured(
          "sandbox",
          "Sandbox: simulate a bank transfer (naira) into your virtual account; it arrives as a signed Monnify webhook",
        ),
        body: z.object({ amount: amountField }),
        response: { 200: simulateTransferResponse, ...errorResponses(401, 409, 422, 502) },
      },
    },
    async (req) => {
      const account = await findVirtualAccount(app.ctx, req.auth!.userId);
      if (!account) throw conflict(SANDBOX_FUNDING_MSG.accountMissing);
      if (account.status !== "active") throw conflict(SANDBOX_FUNDING_MSG.accountPending);
      try {
        const { transactionReference } = await simulateTransfer(app.ctx, {
          accountReference: account.accountReference,
          amountKobo: req.body.amount,
        });
        return { message: SANDBOX_FUNDING_MSG.simulated, transaction_reference: transactionReference };
      } catch (err) {
        if (err instanceof SimulatorUnavailableError) {
          req.log.warn({ err }, "sandbox transfer simulation failed");
          throw new AppError(502, SANDBOX_FUNDING_MSG.bankUnavailable);
        }
        throw err;
      }
    },
  );
};
