import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { customerLevels, levels, levelUpgrades, transactions } from "../db/schema";
import type { Log } from "../accounts/logger";
import type { AppContext } from "../http/context";
import { conflict, insufficientBalance, notFound } from "../http/errors";
import { approveDebit } from "../security/debit-approval";
import type { AssertionJson } from "../../lib/contracts/passkeys";
import { LEVEL_MSG } from "../../lib/contracts/levels";
import { formatKobo } from "../../lib/money";
import {
  InsufficientFundsError,
  postJournal,
  systemAccount,
  walletAccountFor,
  walletBalanceKobo,
  type Tx,
} from "../wallet/ledger";
import { recordTransaction } from "../wallet/transactions-repo";
import { levelByCode, levelOfUser, type LevelRow } from "./levels-repo";

export interface UpgradeRequest {
  level: string;
  requestId: string;
  pin?: string;
  passkey?: AssertionJson;
}

export interface UpgradeResult {
  level: LevelRow;
  feeKobo: number;
  reference: string;
  balanceKobo: number;
  replay: boolean;
}

/** The journal key of an upgrade: once per customer and request_id. */
export const upgradeKey = (userId: string, requestId: string) => `level-upgrade:${userId}:${requestId}`;

async function earlierUpgrade(db: Tx, userId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(levelUpgrades)
    .where(and(eq(levelUpgrades.userId, userId), eq(levelUpgrades.requestId, requestId)));
  return row ?? null;
}

const referenceOf = () => `LVL${randomBytes(6).toString("hex").toUpperCase()}`;

/**
 * Buys a level from the wallet (the Make Money page's upgrade to Reseller). Idempotent by
 * request_id: the same request answers the first upgrade again with no approval asked (another
 * level under that request_id is 409). A new one
 * needs the PIN or a passkey for exactly the fee, then one database transaction locks the
 * customer's level row, checks the level is still above theirs, posts the fee journal (wallet to
 * level_fees_income) with its history row, and moves the customer up. Two upgrades at once (same
 * or different request_ids) queue on that row lock: the second finds the level already held and
 * pays nothing (409), or, with the same request_id, answers the first.
 */
export async function upgradeLevel(
  ctx: AppContext,
  userId: string,
  r: UpgradeRequest,
  log?: Log,
): Promise<UpgradeResult> {
  const replayOf = async (u: typeof levelUpgrades.$inferSelect): Promise<UpgradeResult> => {
    const [level] = await ctx.db.select().from(levels).where(eq(levels.id, u.levelId));
    // A retry asks for the level it bought; another level under a used request_id is not this upgrade.
    if (level.code !== r.level) throw conflict(LEVEL_MSG.requestIdReused);
    const [row] = await ctx.db
      .select({ reference: transactions.reference })
      .from(transactions)
      .where(eq(transactions.journalId, u.journalId));
    return {
      level,
      feeKobo: u.feeKobo,
      reference: row?.reference ?? u.id,
      balanceKobo: await walletBalanceKobo(ctx.db, userId),
      replay: true,
    };
  };
  const earlier = await earlierUpgrade(ctx.db, userId, r.requestId);
  if (earlier) return replayOf(earlier);

  const target = await levelByCode(ctx.db, r.level);
  if (!target) throw notFound(LEVEL_MSG.levelRequired);
  if (target.upgradeFeeKobo === null) throw conflict(LEVEL_MSG.notForSale);
  const current = await levelOfUser(ctx.db, userId);
  if (current.rank >= target.rank) throw conflict(LEVEL_MSG.alreadyAtLevel(current.name));
  const feeKobo = target.upgradeFeeKobo;

  await approveDebit(
    ctx,
    userId,
    { pin: r.pin, passkey: r.passkey, requestId: r.requestId, amountKobo: async () => feeKobo },
    log,
  );

  const reference = referenceOf();
  try {
    return await ctx.db.transaction(async (tx) => {
      // The customer's level row, made if missing, then locked: upgrades of one customer queue here.
      await tx
        .insert(customerLevels)
        .values({ userId, levelId: current.id, source: "default", updatedAt: ctx.now() })
        .onConflictDoNothing();
      await tx.execute(sql`SELECT 1 FROM customer_levels WHERE user_id = ${userId} FOR UPDATE`);
      const twin = await earlierUpgrade(tx, userId, r.requestId);
      if (twin) throw new ReplayFound(twin);
      const now = await levelOfUser(tx, userId);
      if (now.rank >= target.rank) throw conflict(LEVEL_MSG.alreadyAtLevel(now.name));

      const wallet = await walletAccountFor(tx, userId);
      const income = await systemAccount(tx, "level_fees_income");
      const posted = await postJournal(
        tx,
        {
          kind: "level_fee",
          idempotencyKey: upgradeKey(userId, r.requestId),
          description: `Upgrade to ${target.name} (${formatKobo(feeKobo)})`,
          entries: [
            { accountId: wallet.id, amountKobo: -feeKobo },
            { accountId: income.id, amountKobo: feeKobo },
          ],
          metadata: { level: target.code, request_id: r.requestId },
        },
        {
          savepoint: false,
          beforeBalances: async (journalId) => {
            await tx.insert(levelUpgrades).values({
              userId,
              levelId: target.id,
              requestId: r.requestId,
              feeKobo,
              journalId,
              createdAt: ctx.now(),
            });
            await recordTransaction(tx, {
              userId,
              type: "level_fee",
              service: "level_upgrade",
              amountKobo: feeKobo,
              status: "successful",
              reference,
              journalId,
              details: { level_code: target.code, level_name: target.name, request_id: r.requestId },
              createdAt: ctx.now(),
            });
            await tx
              .update(customerLevels)
              .set({ levelId: target.id, source: "upgrade", updatedAt: ctx.now() })
              .where(eq(customerLevels.userId, userId));
          },
        },
      );
      return {
        level: target,
        feeKobo,
        reference,
        balanceKobo: posted.balances.get(wallet.id) ?? 0,
        replay: false,
      };
    });
  } catch (err) {
    if (err instanceof ReplayFound) return replayOf(err.upgrade);
    if (err instanceof InsufficientFundsError) throw insufficientBalance();
    throw err;
  }
}

class ReplayFound extends Error {
  constructor(public readonly upgrade: typeof levelUpgrades.$inferSelect) {
    super("upgrade already made with this request_id");
  }
}
