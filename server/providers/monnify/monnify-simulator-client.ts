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
  input: { accountReference: string; amountKobo: number; senderName?: string },
): Promise<{ transactionReference: string; webhookStatus: number | null }> {
  const basic = Buffer.from(`${ctx.config.MONNIFY_API_KEY}:${ctx.config.MONNIFY_SECRET_KEY}`).toString("base64");
  let res: Response;
  try {
    res = await monnifyTransport(ctx).fetch(`${ctx.config.monnifyBaseUrl}/simulate/transfer`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Basic ${basic}` },
      body: JSON.stringify({
        accountReference: input.accountReference,
        amount: koboToNairaText(input.amountKobo),
        senderName: input.senderName,
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
