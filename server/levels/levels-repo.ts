import { asc, eq } from "drizzle-orm";
import { customerLevels, levelDiscounts, levels } from "../db/schema";
import type { Tx } from "../wallet/ledger";

export type LevelRow = typeof levels.$inferSelect;
export type DiscountRow = typeof levelDiscounts.$inferSelect;

/** Every level, lowest rank first. */
export const allLevels = (db: Tx): Promise<LevelRow[]> => db.select().from(levels).orderBy(asc(levels.rank));

export async function levelByCode(db: Tx, code: string): Promise<LevelRow | null> {
  const [row] = await db.select().from(levels).where(eq(levels.code, code));
  return row ?? null;
}

/** The customer's level: their row's, else the lowest rank (Customer). */
export async function levelOfUser(db: Tx, userId: string): Promise<LevelRow> {
  const [own] = await db
    .select({ level: levels })
    .from(customerLevels)
    .innerJoin(levels, eq(levels.id, customerLevels.levelId))
    .where(eq(customerLevels.userId, userId));
  if (own) return own.level;
  const [lowest] = await db.select().from(levels).orderBy(asc(levels.rank)).limit(1);
  if (!lowest) throw new Error("no price levels: the levels migration seeds them");
  return lowest;
}

export const discountsOf = (db: Tx, levelId: string): Promise<DiscountRow[]> =>
  db.select().from(levelDiscounts).where(eq(levelDiscounts.levelId, levelId));
