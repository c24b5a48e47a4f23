import { and, desc, eq, isNull } from "drizzle-orm";
import { providerAlerts } from "../db/schema";
import type { Db } from "../db/client";
import { notFound } from "../http/errors";
import type { ProviderAlert } from "../../lib/contracts/admin-alerts";
import { recordAudit, type Actor } from "./audit-log";

type Row = typeof providerAlerts.$inferSelect;

const view = (r: Row): ProviderAlert => ({
  id: r.id,
  provider: r.provider,
  code: r.code,
  message: r.message,
  occurrences: r.occurrences,
  last_reference: r.lastReference,
  first_seen_at: r.firstSeenAt.toISOString(),
  last_seen_at: r.lastSeenAt.toISOString(),
});

/** The open provider alerts (purchases/provider-alerts.ts), most recently seen first. */
export async function openProviderAlerts(db: Db): Promise<ProviderAlert[]> {
  const rows = await db
    .select()
    .from(providerAlerts)
    .where(isNull(providerAlerts.resolvedAt))
    .orderBy(desc(providerAlerts.lastSeenAt))
    .limit(50);
  return rows.map(view);
}

/**
 * The admin says the provider account was put right: the alert closes (audited, in the same
 * transaction). If the provider refuses again, a new alert opens.
 */
export async function resolveProviderAlert(
  db: Db,
  actor: Actor,
  id: string,
  now: Date,
): Promise<{ message: string; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(providerAlerts).where(eq(providerAlerts.id, id)).for("update");
    if (!row) throw notFound("Alert not found.");
    if (row.resolvedAt) return { message: "This alert was already resolved.", changed: false };
    await tx
      .update(providerAlerts)
      .set({ resolvedAt: now, resolvedByEmail: actor.email })
      .where(and(eq(providerAlerts.id, id), isNull(providerAlerts.resolvedAt)));
    await recordAudit(
      tx,
      actor,
      {
        action: "provider_alert.resolve",
        targetType: "provider_alert",
        targetId: id,
        before: { provider: row.provider, code: row.code, message: row.message, occurrences: row.occurrences },
        after: { resolved: true },
      },
      now,
    );
    return { message: `Alert ${row.code} marked resolved.`, changed: true };
  });
}
