import type { AppContext } from "../http/context";
import { systemAccount, walletAccountFor, type SystemAccountCode, type Tx } from "../wallet/ledger";

/**
 * Ledger account ids a purchase posts to, remembered per database handle: an account's id never
 * changes once it exists (accounts are never deleted), so only the first purchase looks them up.
 * Ids are remembered only after the transaction that used them committed (rememberAccounts): one
 * opened inside a transaction that rolled back never existed.
 */
interface Ids {
  system: Map<SystemAccountCode, string>;
  wallets: Map<string, string>;
}
const byDb = new WeakMap<object, Ids>();
const MAX_WALLETS = 50_000;

function idsOf(ctx: AppContext): Ids {
  let ids = byDb.get(ctx.db);
  if (!ids) byDb.set(ctx.db, (ids = { system: new Map(), wallets: new Map() }));
  return ids;
}

export async function systemAccountId(ctx: AppContext, tx: Tx, code: SystemAccountCode): Promise<string> {
  const ids = idsOf(ctx);
  const known = ids.system.get(code);
  if (known) return known;
  return (await systemAccount(tx, code)).id;
}

export async function walletAccountId(ctx: AppContext, tx: Tx, userId: string): Promise<string> {
  const known = idsOf(ctx).wallets.get(userId);
  if (known) return known;
  return (await walletAccountFor(tx, userId)).id;
}

/** Remembers the ids used by a transaction that committed. */
export function rememberAccounts(
  ctx: AppContext,
  accounts: { system?: [SystemAccountCode, string][]; wallet?: [string, string] },
) {
  const ids = idsOf(ctx);
  for (const [code, id] of accounts.system ?? []) ids.system.set(code, id);
  if (accounts.wallet) {
    if (ids.wallets.size >= MAX_WALLETS) ids.wallets.clear();
    ids.wallets.set(accounts.wallet[0], accounts.wallet[1]);
  }
}
