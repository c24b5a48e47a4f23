"use client";
import { useUser } from "@/lib/swr/use-user";

/**
 * The customer's balance for the entry forms (naira to show, kobo to compare; null until known). A
 * 401 on the read sends the browser to /login (the shared fetcher does it).
 */
export function useWallet() {
  const { user, error, isLoading, mutate } = useUser();
  const balance = user ? (Number.isFinite(user.wallet_balance) ? user.wallet_balance : user.balance) : null;
  const balanceKobo = user ? user.balance_kobo : null;
  return { user, balance, balanceKobo, error, isLoading, refresh: mutate };
}
