import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Log } from "../accounts/logger";
import { purchaseProviderRequests, transactions } from "../db/schema";
import type { AppContext } from "../http/context";
import { settleDisputeOf } from "../claims/purchase-disputes";
import { applyOutcome } from "./engine";
import { settleReversal } from "./settle-reversed";
import { vtpassFor } from "./vtpass-client";

const updateSchema = z.looseObject({
  type: z.string().max(100).optional(),
  data: z
    .looseObject({
      requestId: z.unknown().optional(),
      request_id: z.unknown().optional(),
      code: z.unknown().optional(),
      content: z.unknown().optional(),
    })
    .optional(),
});
type VtpassUpdate = z.infer<typeof updateSchema>;

/** The update says "reversed": VTpass's TRANSACTION REVERSAL UPDATE (code 040, status reversed). */
function claimsReversal(data: NonNullable<VtpassUpdate["data"]>): boolean {
  const content = data.content as { transactions?: { status?: unknown } } | null | undefined;
  const status = content && typeof content === "object" ? content.transactions?.status : undefined;
  return String(data.code ?? "") === "040" || (typeof status === "string" && status.toLowerCase() === "reversed");
}

/**
 * A VTpass transaction update. VTpass documents no signature, so the body is only a hint: the
 * outcome applied is the one requery confirms. An open purchase is settled by it; a delivered one
 * is asked about again only when the update says it was reversed (settle-reversed.ts).
 */
export async function handleVtpassUpdate(
  ctx: AppContext,
  body: VtpassUpdate,
  log?: Log,
): Promise<"applied" | "ignored"> {
  const raw = body.data?.requestId ?? body.data?.request_id;
  const requestId = typeof raw === "string" || typeof raw === "number" ? String(raw) : "";
  if (!requestId || requestId.length > 100) return "ignored";
  const [pr] = await ctx.db
    .select({
      transactionId: purchaseProviderRequests.transactionId,
      finalizedAt: purchaseProviderRequests.finalizedAt,
      status: transactions.status,
    })
    .from(purchaseProviderRequests)
    .innerJoin(transactions, eq(transactions.id, purchaseProviderRequests.transactionId))
    .where(eq(purchaseProviderRequests.providerRequestId, requestId));
  if (!pr) return "ignored";
  if (!pr.finalizedAt) {
    const row = await applyOutcome(ctx, pr.transactionId, await vtpassFor(ctx).requery(requestId));
    if (row.status !== "pending") await settleDisputeOf(ctx, row);
    return "applied";
  }
  if (pr.status !== "delivered" || !claimsReversal(body.data!)) return "ignored";
  await settleReversal(ctx, pr.transactionId, await vtpassFor(ctx).requery(requestId), log);
  return "applied";
}

/** POST /api/webhooks/vtpass: answers {"response":"success"} so VTpass stops retrying. */
export const vtpassWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/webhooks/vtpass",
    {
      schema: {
        tags: ["webhooks"],
        summary:
          "VTpass transaction update, including the reversal of a delivered purchase (confirmed with requery before it is applied)",
        body: updateSchema,
        response: { 200: z.object({ response: z.literal("success") }) },
      },
    },
    async (req) => {
      if (req.body.type === undefined || req.body.type === "transaction-update")
        await handleVtpassUpdate(app.ctx, req.body, req.log);
      return { response: "success" as const };
    },
  );
};
