import { z } from "zod";
import type { AppContext } from "../../http/context";
import { monnifyTransport } from "./monnify-runtime";
import { koboToNairaText } from "../../../lib/money";

const answerSchema = z.looseObject({
  requestSuccessful: z.literal(true),
  responseBody: z.looseObject({
    transactionReference: z.string().min(1),
    webhook: z.looseObject({ status: z.number().nullable(), error: z.string().nullable() }).nullable(),
  }),
});

export class SimulatorUnavailableError extends Error {}

/**
 * Sandbox only: asks the Monnify simulator (over HTTP, at the adapter's base URL) for a bank
 * transfer into a reserved account. The simulator then delivers the signed webhook.
 */
export async function simulateTransfer(
  ctx: AppContext,
  input: { accountReference: string; amountKobo: number; senderName?: string; delayNotification?: boolean },
): Promise<{ transactionReference: string; webhookStatus: number | null }> {
  let res: Response;
  try {
    res = await monnifyTransport(ctx).fetch(`${ctx.config.monnifyBaseUrl}/simulate/transfer`, {
      method: "POST",
      headers: simulatorHeaders(ctx),
      body: JSON.stringify({
        accountReference: input.accountReference,
        amount: koboToNairaText(input.amountKobo),
        senderName: input.senderName,
        // "Bank delays the notification": the transfer exists at Monnify, its webhook is held back.
        deliverWebhook: !input.delayNotification,
      }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    throw new SimulatorUnavailableError(`simulator unreachable: ${(err as Error).message}`);
  }
  const parsed = answerSchema.safeParse(await res.json().catch(() => null));
  if (!res.ok || !parsed.success) throw new SimulatorUnavailableError(`simulator answered HTTP ${res.status}`);
  return {
    transactionReference: parsed.data.responseBody.transactionReference,
    webhookStatus: parsed.data.responseBody.webhook?.status ?? null,
  };
}

function simulatorHeaders(ctx: AppContext) {
  const basic = Buffer.from(`${ctx.config.MONNIFY_API_KEY}:${ctx.config.MONNIFY_SECRET_KEY}`).toString("base64");
  return { "Content-Type": "application/json", Authorization: `Basic ${basic}` };
}

const redeliverSchema = z.looseObject({
  requestSuccessful: z.literal(true),
  responseBody: z.looseObject({
    webhook: z.looseObject({ status: z.number().nullable(), error: z.string().nullable() }),
  }),
});

/** Sandbox only: the simulator sends a held-back transfer's webhook now (the bank's late notification). */
export async function releaseTransferNotification(
  ctx: AppContext,
  transactionReference: string,
): Promise<{ webhookStatus: number | null }> {
  let res: Response;
  try {
    res = await monnifyTransport(ctx).fetch(
      `${ctx.config.monnifyBaseUrl}/simulate/transactions/${encodeURIComponent(transactionReference)}/redeliver`,
      { method: "POST", headers: simulatorHeaders(ctx), body: "{}", signal: AbortSignal.timeout(30_000) },
    );
  } catch (err) {
    throw new SimulatorUnavailableError(`simulator unreachable: ${(err as Error).message}`);
  }
  const parsed = redeliverSchema.safeParse(await res.json().catch(() => null));
  if (!res.ok || !parsed.success) throw new SimulatorUnavailableError(`simulator answered HTTP ${res.status}`);
  return { webhookStatus: parsed.data.responseBody.webhook.status };
}
