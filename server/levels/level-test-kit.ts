import { customerLevels } from "../db/schema";
import type { Tx } from "../wallet/ledger";
import { levelByCode } from "./levels-repo";

/** Puts a customer at a seeded level ("reseller", "api_partner") as the admin's grant would (tests only). */
export async function atLevel(db: Tx, userId: string, code: "reseller" | "api_partner"): Promise<void> {
  const level = await levelByCode(db, code);
  if (!level) throw new Error(`no level ${code}: the levels migration seeds it`);
  await db
    .insert(customerLevels)
    .values({ userId, levelId: level.id, source: "admin" })
    .onConflictDoUpdate({ target: customerLevels.userId, set: { levelId: level.id, source: "admin" } });
}
