import { eq } from "drizzle-orm";
import { z } from "zod";
import { serviceSettings } from "../db/schema";
import type { Db } from "../db/client";
import type { ServiceSwitch } from "../../lib/contracts/admin-settings";
import { SERVICE_KEYS, SERVICE_LABEL } from "../purchases/services";
import { recordAudit, type Actor } from "./audit-log";

export const serviceSwitchUpdate = z.object({
  service: z.enum(SERVICE_KEYS, { error: `service must be one of ${SERVICE_KEYS.join(", ")}.` }),
  enabled: z.boolean({ error: "enabled must be true or false." }),
});
export type ServiceSwitchUpdate = z.infer<typeof serviceSwitchUpdate>;

/** Every purchase service with whether customers may buy it now (no row = on). */
export async function listServiceSwitches(db: Db): Promise<ServiceSwitch[]> {
  const rows = await db.select().from(serviceSettings);
  const byService = new Map(rows.map((r) => [r.service, r]));
  return SERVICE_KEYS.map((service) => {
    const row = byService.get(service);
    return {
      service,
      label: SERVICE_LABEL[service],
      enabled: row?.enabled ?? true,
      updated_at: row ? row.updatedAt.toISOString() : null,
    };
  });
}

/** Switches a service on or off, audited with the state before. */
export async function setServiceSwitch(db: Db, actor: Actor, u: ServiceSwitchUpdate, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ enabled: serviceSettings.enabled })
      .from(serviceSettings)
      .where(eq(serviceSettings.service, u.service))
      .for("update");
    await tx
      .insert(serviceSettings)
      .values({ service: u.service, enabled: u.enabled, updatedAt: now })
      .onConflictDoUpdate({ target: serviceSettings.service, set: { enabled: u.enabled, updatedAt: now } });
    await recordAudit(
      tx,
      actor,
      {
        action: "service.switch",
        targetType: "service",
        targetId: u.service,
        before: { enabled: row?.enabled ?? true },
        after: { enabled: u.enabled },
      },
      now,
    );
  });
}
