/**
 * What the wallet lacks for a purchase, in kobo: the debit less the balance, 0 when the balance
 * covers it, null while either is unknown (the summary then lets the API judge, as before).
 * `balanceKobo` as the user's answer carries it (`balance_kobo`); `debitKobo` what the purchase will debit.
 */
export function walletShortfallKobo(balanceKobo: number | null, debitKobo: number | null): number | null {
  if (balanceKobo === null || debitKobo === null || !Number.isSafeInteger(balanceKobo)) return null;
  return Math.max(0, debitKobo - balanceKobo);
}

/**
 * The summary's warning before the PIN (amounts already formatted). Here, not in messages.ts, which
 * every entry page loads: e2e/page-weight.spec.ts holds /electricity-purchase at its limit.
 */
export const walletTooLow = (balance: string, shortfall: string) =>
  `Your wallet balance (${balance}) is not enough for this purchase. Fund your wallet with at least ${shortfall}, then come back.`;
