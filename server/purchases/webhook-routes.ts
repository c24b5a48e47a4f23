import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { purchaseProviderRequests } from "../db/schema";
import type { AppContext } from "../http/context";
import { applyOutcome } from "./engine";
import { vtpassFor } from "./vtpass-client";

const updateSchema = z.looseObject({
  type: z.string().max(100).optional(),
  data: z.looseObject({ requestId: z.unknown().optional(), request_id: z.unknown().optional() }).optional(),
});

/**
 * A VTpass transaction update. VTpass documents no signature, so the body is only a hint:
 * the outcome applied is the one requery confirms.
 */
export async function handleVtpassUpdate(
  ctx: AppContext,
  body: z.infer<typeof updateSchema>,
): Promise<"applied" | "ignored"> {
  const raw = body.data?.requestId ?? body.data?.request_id;
  const requestId = typeof raw === "string" || typeof raw === "number" ? String(raw) : "";
  if (!requestId || requestId.length > 100) return "ignored";
  const [pr] = await ctx.db
    .select({
      transactionId: purchaseProviderRequests.transactionId,
      finalizedAt: purchaseProviderRequests.finalizedAt,
    })
    .from(purchaseProviderRequests)
    .where(eq(purchaseProviderRequests.providerRequestId, requestId));
  if (!pr || pr.finalizedAt) return "ignored";
  await applyOutcome(ctx, pr.transactionId, await vtpassFor(ctx).requery(requestId));
  return "applied";
}

/** POST /api/webhooks/vtpass: answers {"response":"success"} so VTpass stops retrying. */
export const vtpassWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/webhooks/vtpass",
    {
      schema: {
        tags: ["webhooks"],
        summary: "VTpass transaction update (confirmed with requery before it is applied)",
        body: updateSchema,
        response: { 200: z.object({ response: z.literal("success") }) },
      },
    },
    async (req) => {
      if (req.body.type === undefined || req.body.type === "transaction-update")
        await handleVtpassUpdate(app.ctx, req.body);
      return { response: "success" as const };
    },
  );
};
