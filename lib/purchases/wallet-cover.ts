import { nairaToKobo } from "@/lib/money";

/**
 * What the wallet lacks for a purchase, in kobo: the debit less the balance, 0 when the balance
 * covers it, null while either is unknown (the summary then lets the API judge, as before).
 * `balance` is naira as the user's answer carries it; `debitKobo` what the purchase will debit.
 */
export function walletShortfallKobo(balance: number | null, debitKobo: number | null): number | null {
  const balanceKobo = balance === null ? null : nairaToKobo(balance, { allowNegative: true });
  if (balanceKobo === null || debitKobo === null) return null;
  return Math.max(0, debitKobo - balanceKobo);
}
