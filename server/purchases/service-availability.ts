import { eq } from "drizzle-orm";
import { serviceSettings } from "../db/schema";
import { AppError } from "../http/errors";
import type { Tx } from "../wallet/ledger";
import { SERVICE_LABEL, type ServiceKey } from "./services";

export const serviceOffMessage = (service: ServiceKey) =>
  `${SERVICE_LABEL[service]} purchases are temporarily unavailable.`;

/** Refuses a new purchase of a service an admin switched off (503, with a message for the customer). */
export async function assertServiceOn(db: Tx, service: ServiceKey): Promise<void> {
  const [row] = await db
    .select({ enabled: serviceSettings.enabled })
    .from(serviceSettings)
    .where(eq(serviceSettings.service, service));
  if (row && !row.enabled) throw new AppError(503, serviceOffMessage(service));
}
