import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { releaseNotificationResponse, simulateTransferResponse } from "../../lib/contracts/sandbox";
import { AppError, conflict, notFound } from "../http/errors";
import { errorResponses, secured, signedIn } from "../http/route-kit";
import {
  releaseTransferNotification,
  simulateTransfer,
  SimulatorUnavailableError,
} from "../providers/monnify/monnify-simulator-client";
import { monnifyAdapter } from "../providers/monnify/monnify-runtime";
import { checkNairaAmount, type NairaAmountProblem } from "../../lib/naira-amount";
import { findVirtualAccount } from "../wallet/virtual-accounts";

export const MAX_SIMULATED_TRANSFER_KOBO = 10_000_000_00; // ₦10,000,000.00

export const SANDBOX_FUNDING_MSG = {
  simulated: "Transfer simulated. Your wallet will be credited shortly.",
  delayed: "Transfer simulated. The bank is holding back the notification, so your wallet is not credited yet.",
  released: "The bank sent the notification.",
  transferMissing: "No transfer with this reference was made into your account.",
  amountInvalid: "The amount must be a number with at most 2 decimal places.",
  amountPositive: "The amount must be greater than 0.",
  amountTooLarge: "The amount may not be greater than 10,000,000.",
  accountPending: "Your virtual account is not ready yet. Please refresh your account details and try again.",
  accountMissing: "You do not have a virtual account yet. Please refresh your account details.",
  bankUnavailable: "The sandbox bank is unavailable. Please try again.",
} as const;

const AMOUNT_PROBLEM: Record<NairaAmountProblem, string> = {
  invalid: SANDBOX_FUNDING_MSG.amountInvalid,
  notPositive: SANDBOX_FUNDING_MSG.amountPositive,
  tooLarge: SANDBOX_FUNDING_MSG.amountTooLarge,
};

const amountField = z
  .union([z.number(), z.string().trim().min(1)], { error: SANDBOX_FUNDING_MSG.amountInvalid })
  .transform((v, c) => {
    const checked = checkNairaAmount(v, MAX_SIMULATED_TRANSFER_KOBO);
    if ("problem" in checked) {
      c.addIssue({ code: "custom", message: AMOUNT_PROBLEM[checked.problem] });
      return z.NEVER;
    }
    return checked.kobo;
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
        body: z.object({
          amount: amountField,
          delay_notification: z
            .boolean({ error: "delay_notification must be true or false." })
            .default(false)
            .describe("Bank delays the notification: the transfer exists at Monnify but no webhook is sent (yet)."),
        }),
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
          delayNotification: req.body.delay_notification,
        });
        return {
          message: req.body.delay_notification ? SANDBOX_FUNDING_MSG.delayed : SANDBOX_FUNDING_MSG.simulated,
          transaction_reference: transactionReference,
        };
      } catch (err) {
        if (err instanceof SimulatorUnavailableError) {
          req.log.warn({ err }, "sandbox transfer simulation failed");
          throw new AppError(502, SANDBOX_FUNDING_MSG.bankUnavailable);
        }
        throw err;
      }
    },
  );

  app.post(
    "/sandbox/release-notification",
    {
      ...signedIn,
      schema: {
        ...secured(
          "sandbox",
          "Sandbox: the bank sends a held-back transfer's notification now (a signed Monnify webhook)",
        ),
        body: z.object({
          transaction_reference: z
            .string({ error: "The transaction reference is required." })
            .trim()
            .min(1, "The transaction reference is required.")
            .max(200),
        }),
        response: { 200: releaseNotificationResponse, ...errorResponses(401, 404, 422, 502) },
      },
    },
    async (req) => {
      const account = await findVirtualAccount(app.ctx, req.auth!.userId);
      try {
        const t = await monnifyAdapter(app.ctx).getTransaction(req.body.transaction_reference);
        // Only a transfer into the caller's own account: anything else is as unknown as a made-up reference.
        if (!account || !t || t.product?.reference !== account.accountReference)
          throw notFound(SANDBOX_FUNDING_MSG.transferMissing);
        const { webhookStatus } = await releaseTransferNotification(app.ctx, t.transactionReference);
        return { message: SANDBOX_FUNDING_MSG.released, webhook_status: webhookStatus };
      } catch (err) {
        if (err instanceof AppError) throw err;
        req.log.warn({ err }, "sandbox notification release failed");
        throw new AppError(502, SANDBOX_FUNDING_MSG.bankUnavailable);
      }
    },
  );
};
