import { sql } from "drizzle-orm";
import { providerAlerts } from "../db/schema";
import type { Tx } from "../wallet/ledger";

export interface ProviderAlertInput {
  provider: "vtpass";
  code: string;
  message: string;
  /** The purchase that met it. */
  reference: string;
  at: Date;
}

/**
 * Records that the provider refused us for our own account's sake (suspended, locked, product not
 * whitelisted...): one open alert per provider and code, its count and last sighting moved on each
 * recurrence, until an admin marks it resolved (the dashboard shows the open ones). Written in the
 * settling transaction, before any balance moves.
 */
export async function recordProviderAlert(tx: Tx, a: ProviderAlertInput): Promise<void> {
  await tx
    .insert(providerAlerts)
    .values({
      provider: a.provider,
      code: a.code,
      message: a.message.slice(0, 300),
      lastReference: a.reference,
      firstSeenAt: a.at,
      lastSeenAt: a.at,
    })
    .onConflictDoUpdate({
      target: [providerAlerts.provider, providerAlerts.code],
      targetWhere: sql`resolved_at IS NULL`,
      set: {
        occurrences: sql`${providerAlerts.occurrences} + 1`,
        message: a.message.slice(0, 300),
        lastReference: a.reference,
        lastSeenAt: sql`GREATEST(${providerAlerts.lastSeenAt}, ${a.at.toISOString()}::timestamptz)`,
      },
    });
}
