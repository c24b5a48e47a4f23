import type { z } from "zod";
import {
  airtimePurchaseSchema,
  dataPurchaseSchema,
  electricityPurchaseSchema,
  examPurchaseSchema,
  paytvPurchaseSchema,
} from "../../lib/contracts/purchase-requests";
import type { Log } from "../accounts/logger";
import type { AppContext } from "../http/context";
import { validationFailed } from "../http/errors";
import { placePurchase, providerRequestOf, type Order, type PurchaseResult } from "../purchases/engine";
import { priceOrder } from "../levels/price-quote";
import { airtimeOrder, dataOrder, electricityOrder, examOrder, paytvOrder } from "../purchases/orders";
import { assertServiceOn } from "../purchases/service-availability";
import type { ServiceKey } from "../purchases/services";
import { transactionByRequestId } from "../wallet/transactions-repo";
import {
  dataPlanName,
  discoDisplayName,
  examTypeDisplayName,
  meterTypeDisplayName,
  networkDisplayName,
  planDisplayName,
  tvPlanTitle,
} from "../../lib/purchases/display-names";

/**
 * A schedule's purchase: the service's own purchase body, checked by the service's own schema and
 * priced by its own order builder, paid through the one purchase engine. Nothing here moves money
 * by itself.
 */

/** Body fields a schedule does not keep: the idempotency key and the approval (asked once, at creation). */
const NOT_KEPT = ["request_id", "pin", "passkey"];

type Builder = {
  schema: z.ZodType<Record<string, unknown> & { request_id: string }>;
  order: (ctx: AppContext, body: never) => Promise<Order>;
};

const BUILDERS: Record<ServiceKey, Builder> = {
  airtime: { schema: airtimePurchaseSchema, order: airtimeOrder },
  data: { schema: dataPurchaseSchema, order: dataOrder },
  electricity: { schema: electricityPurchaseSchema, order: electricityOrder },
  cabletv: { schema: paytvPurchaseSchema, order: paytvOrder },
  exam: { schema: examPurchaseSchema, order: examOrder },
} as unknown as Record<ServiceKey, Builder>;

/** Services whose amount the customer chooses (the others are priced by a plan). */
export const VARIABLE_AMOUNT: ReadonlySet<ServiceKey> = new Set(["airtime", "electricity"]);

/** What is kept of a purchase body: everything but the idempotency key and the approval. */
export function keptPurchase(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !NOT_KEPT.includes(k)));
}

/**
 * The kept purchase with a request_id, through the service's schema: its output body, or a 422
 * naming the fields (the purchase call's own messages).
 */
export function parsePurchase(service: ServiceKey, purchase: Record<string, unknown>, requestId: string) {
  const parsed = BUILDERS[service].schema.safeParse({ ...keptPurchase(purchase), request_id: requestId });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const i of parsed.error.issues) (errors[String(i.path[0] ?? "purchase")] ??= []).push(i.message);
    throw validationFailed(errors);
  }
  return parsed.data;
}

/** The order a run would pay now (prices the plan, verifies the meter or smartcard). */
export async function orderFor(
  ctx: AppContext,
  service: ServiceKey,
  purchase: Record<string, unknown>,
  requestId: string,
): Promise<Order> {
  return BUILDERS[service].order(ctx, parsePurchase(service, purchase, requestId) as never);
}

/**
 * One run's purchase, idempotent by its request_id: an earlier purchase with that id (a runner
 * that died after paying, a twin runner) is answered as it stands; otherwise the engine debits and
 * asks the provider, as a purchase from a summary does.
 */
export async function payScheduled(
  ctx: AppContext,
  userId: string,
  service: ServiceKey,
  purchase: Record<string, unknown>,
  requestId: string,
  log?: Log,
): Promise<PurchaseResult> {
  // By request_id alone: an amount edited since this occurrence was claimed does not make its purchase another.
  const earlier = await transactionByRequestId(ctx.db, userId, requestId);
  if (earlier) return { row: earlier, provider: await providerRequestOf(ctx, earlier.id), replay: true };
  const body = parsePurchase(service, purchase, requestId);
  await assertServiceOn(ctx.db, service);
  const order = await priceOrder(ctx, userId, await BUILDERS[service].order(ctx, body as never));
  return placePurchase(ctx, userId, { ...order, channel: "schedule" }, log);
}

/**
 * What the schedule buys, in a line, from its priced order, with the names customers read (the
 * order's details keep VTpass's own): "MTN airtime for 08011111111", "MTN 200 MB, 2 days for
 * 08011111111", "Ikeja Electric (Prepaid) meter 1111111111111", "DStv Padi on 1212121212",
 * "JAMB (UTME & Direct Entry): UTME PIN (with mock)".
 */
export function labelOf(order: Pick<Order, "service" | "details">): string {
  const d = order.details as Record<string, string | number | null | undefined>;
  const text = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
  const network = () => networkDisplayName(text(d.network_name) || text(d.network));
  switch (order.service) {
    case "airtime":
      return `${network()} airtime for ${text(d.phone)}`;
    case "data":
      return `${network()} ${dataPlanName(text(d.plan))} for ${text(d.phone)}`;
    case "electricity":
      return `${discoDisplayName(text(d.disco) || text(d.disco_name))} (${meterTypeDisplayName(text(d.meter_type))}) meter ${text(d.meter_number)}`;
    case "cabletv":
      return `${tvPlanTitle(text(d.provider), text(d.plan))} on ${text(d.smartcard_number)}`;
    case "exam":
      return `${examTypeDisplayName(text(d.exam_service_id) || text(d.exam_type))}: ${planDisplayName(text(d.variation))}`;
  }
}
