import { asc, eq, sql, type SQL } from "drizzle-orm";
import { levelDiscounts, levels } from "../db/schema";
import type { Tx } from "../wallet/ledger";

export type LevelRow = typeof levels.$inferSelect;
export type DiscountRow = typeof levelDiscounts.$inferSelect;

/** Every level, lowest rank first. */
export const allLevels = (db: Tx): Promise<LevelRow[]> => db.select().from(levels).orderBy(asc(levels.rank));

export async function levelByCode(db: Tx, code: string): Promise<LevelRow | null> {
  const [row] = await db.select().from(levels).where(eq(levels.code, code));
  return row ?? null;
}

/**
 * The customer's level id: their row's, else the lowest rank (Customer). Every level is a
 * candidate, the customer's own first, then by rank. The rule is the database's customer_level_id
 * (migration 0028), which purchase_facts (every purchase) uses too.
 */
export const ownOrLowestLevel = (userId: string): SQL => sql`customer_level_id(${userId})`;

export async function levelOfUser(db: Tx, userId: string): Promise<LevelRow> {
  const [level] = await db
    .select()
    .from(levels)
    .where(eq(levels.id, ownOrLowestLevel(userId)));
  if (!level) throw new Error("no price levels: the levels migration seeds them");
  return level;
}

/** The customer's level (levelOfUser) with its discount rules, in one round trip (every purchase prices with them). */
export async function levelWithDiscounts(
  db: Tx,
  userId: string,
): Promise<{ level: LevelRow; discounts: DiscountRow[] }> {
  const rows = await db
    .select({ level: levels, discount: levelDiscounts })
    .from(levels)
    .leftJoin(levelDiscounts, eq(levelDiscounts.levelId, levels.id))
    .where(eq(levels.id, ownOrLowestLevel(userId)));
  if (!rows.length) throw new Error("no price levels: the levels migration seeds them");
  return { level: rows[0].level, discounts: rows.flatMap((r) => (r.discount ? [r.discount] : [])) };
}

export const discountsOf = (db: Tx, levelId: string): Promise<DiscountRow[]> =>
  db.select().from(levelDiscounts).where(eq(levelDiscounts.levelId, levelId));
