import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { listPositions } from "./schema";

/** The last position of a numbered list, which is its number of rows (server/db/schema/list-positions.ts). */
export async function lastPosition(db: Db, list: "customers" | "virtual_accounts"): Promise<number> {
  const [row] = await db.select({ last: listPositions.last }).from(listPositions).where(eq(listPositions.list, list));
  return row?.last ?? 0;
}
