import type { AppContext } from "../http/context";
import { walletAccountFor } from "./ledger";
import { reserveVirtualAccount } from "./virtual-accounts";

/**
 * Called once when a customer's email is verified: opens the wallet and tries to reserve the
 * virtual account. Never throws: a provider failure or timeout leaves the account pending for
 * the retry job, and the customer gets in regardless.
 */
export async function onEmailVerified(ctx: AppContext, userId: string): Promise<void> {
  try {
    await walletAccountFor(ctx.db, userId);
  } catch {
    // walletAccountFor opens the wallet lazily on first use anyway.
  }
  try {
    await reserveVirtualAccount(ctx, userId);
  } catch {
    // reserveVirtualAccount records provider failures itself; only the database could fail here,
    // and the job or the dashboard's refresh will open the row later.
  }
}
