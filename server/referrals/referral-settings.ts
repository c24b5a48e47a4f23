import { eq } from "drizzle-orm";
import { referralSettings } from "../db/schema";
import type { Tx } from "../wallet/ledger";

export interface ReferralSettings {
  enabled: boolean;
  thresholdKobo: number;
  bonusKobo: number;
  updatedAt: Date | null;
}

/** Used when the settings row is missing (the migration seeds it): on, ₦5,000 first funding, ₦500 bonus. */
export const DEFAULT_REFERRAL_SETTINGS: ReferralSettings = {
  enabled: true,
  thresholdKobo: 500_000,
  bonusKobo: 50_000,
  updatedAt: null,
};

export async function readReferralSettings(db: Tx): Promise<ReferralSettings> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.id, 1));
  return row
    ? { enabled: row.enabled, thresholdKobo: row.thresholdKobo, bonusKobo: row.bonusKobo, updatedAt: row.updatedAt }
    : DEFAULT_REFERRAL_SETTINGS;
}
