import type { FastifyBaseLogger } from "fastify";
import { and, eq } from "drizzle-orm";
import { nairaToKobo } from "../../lib/money";
import { networkOfService } from "../../lib/purchases/network-prefixes";
import { beneficiaries } from "../db/schema";
import type { AppContext } from "../http/context";
import type { ServiceKey } from "../purchases/services";
import { overrideFor } from "./beneficiaries";

type Body = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** The saved recipient a purchase body names, and what the purchase teaches about it. */
function touchOf(service: ServiceKey, b: Body) {
  const kobo = nairaToKobo(b.amount) ?? undefined;
  switch (service) {
    case "airtime":
    case "data": {
      const phone = text(b.phone);
      const network = networkOfService(text(service === "airtime" ? b.network : b.network_id));
      return {
        key: { kind: "phone" as const, provider: "", number: phone },
        set: {
          ...(network ? { networkOverride: overrideFor(phone, network) } : {}),
          ...(service === "airtime" && kobo ? { lastAmountKobo: kobo } : {}),
        },
      };
    }
    case "electricity":
      return {
        key: { kind: "meter" as const, provider: text(b.disco), number: text(b.meter_number) },
        set: {
          ...(kobo ? { lastAmountKobo: kobo } : {}),
          // The names the form verified just before paying: the meter's owner may have changed.
          ...(text(b.customer_name) ? { customerName: text(b.customer_name) } : {}),
          ...(text(b.customer_address) ? { customerAddress: text(b.customer_address) } : {}),
        },
      };
    case "cabletv":
      return {
        key: { kind: "smartcard" as const, provider: text(b.provider), number: text(b.smartcard) },
        set: text(b.customer_name) ? { customerName: text(b.customer_name) } : {},
      };
    case "exam":
      return text(b.exam_type) === "jamb" && text(b.profile_id)
        ? { key: { kind: "jamb" as const, provider: "", number: text(b.profile_id) }, set: {} }
        : null;
  }
}

/** The saved-recipient key a purchase body names (kind, provider, number), or null when it names none. */
export function recipientKeyOf(
  service: ServiceKey,
  body: Body,
): { kind: string; provider: string; number: string } | null {
  const touch = touchOf(service, body);
  return touch && touch.key.number ? touch.key : null;
}

/**
 * A new purchase for a saved recipient moves it to the top of the customer's list, keeps the
 * amount for the next time (airtime, electricity) and remembers the network it was bought on when
 * the prefix says another (a ported number). Nothing is saved that was not: saving is the
 * customer's choice. A failure here is logged, never the purchase's.
 */
export async function touchBeneficiary(
  ctx: AppContext,
  userId: string,
  service: ServiceKey,
  body: Body,
  log: FastifyBaseLogger,
): Promise<void> {
  const touch = touchOf(service, body);
  if (!touch || !touch.key.number) return;
  try {
    await ctx.db
      .update(beneficiaries)
      .set({ ...touch.set, lastUsedAt: ctx.now() })
      .where(
        and(
          eq(beneficiaries.userId, userId),
          eq(beneficiaries.kind, touch.key.kind),
          eq(beneficiaries.provider, touch.key.provider),
          eq(beneficiaries.number, touch.key.number),
        ),
      );
  } catch (err) {
    log.warn({ err }, "beneficiary not updated after a purchase");
  }
}
