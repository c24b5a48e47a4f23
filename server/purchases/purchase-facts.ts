import { sql } from "drizzle-orm";
import { levelDiscounts, levels, providerBreakers } from "../db/schema";
import { answerOf, rowFromJson } from "../db/sql-values";
import type { DiscountRow, LevelRow } from "../levels/levels-repo";
import type { Tx } from "../wallet/ledger";
import type { PlaceFacts } from "./engine";
import { breakerKeyOf } from "./provider-breaker";
import type { ServiceKey } from "./services";

/**
 * Everything a new purchase reads before it moves money, in one statement instead of eight: each
 * fact is the row (or the absence of it) that the separate read it stands for would answer
 * (purchase-facts.test.ts holds them equal), read without locks, as those were. Who judges each
 * is unchanged: the replay (existingPurchase), the PIN (transaction-pin.ts, which still takes the
 * PIN row's lock before a right PIN passes), the service switch (service-availability.ts), the
 * price at the customer's level (price-quote.ts), the circuit breaker (provider-breaker.ts), the
 * low-balance alert (notifications/low-balance.ts), the cashback rate (settle-delivered.ts: checked
 * again under the purchase's lock), and whether the recipient is a saved one (beneficiaries).
 */
export interface PurchaseFacts extends PlaceFacts {
  /** An earlier purchase of the customer with this request_id. */
  replay: { id: string; fingerprint: string | null } | null;
  /** The customer's transaction PIN row (null: no PIN set). */
  pin: { pinHash: string; failedAttempts: number; lockedUntil: Date | null } | null;
  /** The admin's switch for the service (null: never set, on). */
  serviceEnabled: boolean | null;
  /** The customer's level and its discount rules. */
  level: LevelRow;
  discounts: DiscountRow[];
  /** The customer's wallet account (null: none opened yet). */
  walletId: string | null;
  /** The purchase's recipient is one of the customer's saved recipients. */
  savedRecipient: boolean;
}

export interface FactsQuery {
  userId: string;
  requestId: string;
  service: ServiceKey;
  /** The saved-recipient key the body names (beneficiaries/purchase-touch.ts), if any. */
  recipient: { kind: string; provider: string; number: string } | null;
}

/**
 * The facts of a purchase about to be placed, read on `db` (the context's own database: the
 * partner API's test mode prices on the live one, price-quote.ts pricingDb, and does not use this).
 * One row per discount rule of the level (at least one), every other column the same on each.
 */
export async function purchaseFacts(db: Tx, q: FactsQuery): Promise<PurchaseFacts> {
  const f = await answerOf<{
    level: unknown;
    discounts: unknown[];
    replay_id: string | null;
    replay_fingerprint: string | null;
    pin_hash: string | null;
    pin_failed_attempts: number | null;
    pin_locked_until: string | null;
    service_enabled: boolean | null;
    breaker: unknown;
    threshold: number | null;
    rate_bp: number | null;
    wallet_id: string | null;
    saved: boolean;
  }>(
    db,
    // The database's purchase_facts (migration 0028): plain SQL planned once per connection (the
    // query builder spent ~3 ms of the API's CPU on this as a nine-table select, PostgreSQL ~0.5 ms planning it).
    sql`SELECT purchase_facts(${q.userId}, ${q.requestId}, ${q.service}, ${breakerKeyOf(q.service)},
      ${q.recipient?.kind ?? null}, ${q.recipient?.provider ?? null}, ${q.recipient?.number ?? null}) AS r`,
  );
  if (!f?.level) throw new Error("no price levels: the levels migration seeds them");
  return {
    replay: f.replay_id ? { id: f.replay_id, fingerprint: f.replay_fingerprint } : null,
    pin:
      f.pin_hash !== null
        ? {
            pinHash: f.pin_hash,
            failedAttempts: f.pin_failed_attempts ?? 0,
            lockedUntil: f.pin_locked_until === null ? null : new Date(f.pin_locked_until),
          }
        : null,
    serviceEnabled: f.service_enabled,
    level: rowFromJson(levels, f.level),
    discounts: f.discounts.map((d) => rowFromJson(levelDiscounts, d)),
    breaker: f.breaker ? rowFromJson(providerBreakers, f.breaker) : null,
    lowBalanceThresholdKobo: f.threshold,
    cashbackRateBp: f.rate_bp,
    walletId: f.wallet_id,
    savedRecipient: Boolean(f.saved),
  };
}
