import type { AppContext } from "../http/context";
import { walletAccountFor } from "./ledger";

/**
 * Called once when a customer's email is verified: opens the wallet. The virtual account is not
 * reserved here: Monnify needs the customer's BVN or NIN for it (mandatory since September 2024),
 * which the dashboard asks for next (POST /api/kyc/submit). Never throws: the customer gets in regardless.
 */
export async function onEmailVerified(ctx: AppContext, userId: string): Promise<void> {
  try {
    await walletAccountFor(ctx.db, userId);
  } catch {
    // walletAccountFor opens the wallet lazily on first use anyway.
  }
}
