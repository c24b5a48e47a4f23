import type { AppContext } from "../http/context";

/**
 * Called once when a customer's email is verified. The wallet domain opens the wallet and
 * reserves the virtual account here; a provider failure must not fail the verification.
 */
export async function onEmailVerified(_ctx: AppContext, _userId: string): Promise<void> {}
