import { eq } from "drizzle-orm";
import { z } from "zod";
import { cashbackRates } from "../db/schema";
import type { Db } from "../db/client";
import { DEFAULT_CASHBACK_BP } from "../purchases/cashback";
import type { CashbackRate } from "../../lib/contracts/admin-settings";
import { SERVICE_KEYS, SERVICE_LABEL } from "../purchases/services";
import { recordAudit, type Actor } from "./audit-log";

export const cashbackRateUpdate = z.object({
  service: z.enum(SERVICE_KEYS, { error: `service must be one of ${SERVICE_KEYS.join(", ")}.` }),
  rate_percent: z
    .number({ error: "Enter the rate as a number of percent." })
    .min(0, "The rate must be between 0% and 100%.")
    .max(100, "The rate must be between 0% and 100%.")
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, "The rate may have at most 2 decimal places."),
});
export type CashbackRateUpdate = z.infer<typeof cashbackRateUpdate>;

/** The rate of every purchase service: the admin's setting, else the default. */
export async function listCashbackRates(db: Db): Promise<CashbackRate[]> {
  const rows = await db.select().from(cashbackRates);
  const byService = new Map(rows.map((r) => [r.service, r]));
  return SERVICE_KEYS.map((service) => {
    const row = byService.get(service);
    const bp = row?.rateBp ?? DEFAULT_CASHBACK_BP[service];
    return {
      service,
      label: SERVICE_LABEL[service],
      rate_percent: bp / 100,
      rate_bp: bp,
      is_default: !row,
      updated_at: row ? row.updatedAt.toISOString() : null,
    };
  });
}

/** Sets one service's rate (audited with the rate before); the next purchase of that service uses it. */
export async function setCashbackRate(db: Db, actor: Actor, u: CashbackRateUpdate, now: Date): Promise<void> {
  const rateBp = Math.round(u.rate_percent * 100);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ rateBp: cashbackRates.rateBp })
      .from(cashbackRates)
      .where(eq(cashbackRates.service, u.service))
      .for("update");
    const beforeBp = row?.rateBp ?? DEFAULT_CASHBACK_BP[u.service];
    await tx
      .insert(cashbackRates)
      .values({ service: u.service, rateBp, updatedAt: now })
      .onConflictDoUpdate({ target: cashbackRates.service, set: { rateBp, updatedAt: now } });
    await recordAudit(
      tx,
      actor,
      {
        action: "cashback_rate.set",
        targetType: "cashback_rate",
        targetId: u.service,
        before: { rate_bp: beforeBp, is_default: !row },
        after: { rate_bp: rateBp, is_default: false },
      },
      now,
    );
  });
}
