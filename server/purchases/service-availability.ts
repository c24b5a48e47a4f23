import { eq } from "drizzle-orm";
import type { ServiceAvailability } from "../../lib/contracts/service-availability";
import { BILL_SERVICES } from "../../lib/purchases/service-catalog";
import type { Db } from "../db/client";
import { serviceSettings } from "../db/schema";
import { AppError } from "../http/errors";
import type { Tx } from "../wallet/ledger";
import { SERVICE_KEYS, type ServiceKey } from "./services";

/** The customer's words for a service an admin switched off (the catalogue's customer name, "Cable TV"). */
export const serviceOffMessage = (service: ServiceKey) =>
  `${BILL_SERVICES[service].itemName} purchases are temporarily unavailable.`;

/** The customer's words while the service's circuit breaker is open (VTpass stopped answering). */
export const breakerOffMessage = (service: ServiceKey) =>
  `${BILL_SERVICES[service].itemName} purchases are temporarily unavailable: our provider is not responding. Please try again in a few minutes.`;

/** Refuses a new purchase of a service an admin switched off (503, with a message for the customer). */
export async function assertServiceOn(db: Tx, service: ServiceKey): Promise<void> {
  const [row] = await db
    .select({ enabled: serviceSettings.enabled })
    .from(serviceSettings)
    .where(eq(serviceSettings.service, service));
  assertSwitchOn(service, row?.enabled ?? null);
}

/** The same refusal on the switch read just before (purchase-facts.ts; null: never set, so on). */
export function assertSwitchOn(service: ServiceKey, enabled: boolean | null): void {
  if (enabled === false) throw new AppError(503, serviceOffMessage(service));
}

/**
 * Which services customers may buy now (no row = on), for the pages to say so before anyone pays;
 * `alsoOff` are the services refused for another reason (an open circuit breaker), with their message.
 */
export async function listServiceAvailability(
  db: Db,
  alsoOff: Map<ServiceKey, string> = new Map(),
): Promise<ServiceAvailability[]> {
  const rows = await db
    .select({ service: serviceSettings.service, enabled: serviceSettings.enabled })
    .from(serviceSettings);
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.service));
  return SERVICE_KEYS.map((service) => ({
    service,
    available: !off.has(service) && !alsoOff.has(service),
    message: off.has(service) ? serviceOffMessage(service) : (alsoOff.get(service) ?? null),
  }));
}
