"use client";
import { useUser } from "@/lib/swr/use-user";

/**
 * The customer's balance for the entry forms (naira, null until known). A 401 on the read sends
 * the browser to /login (the shared fetcher does it).
 */
export function useWallet() {
  const { user, error, isLoading, mutate } = useUser();
  const balance = user ? (Number.isFinite(user.wallet_balance) ? user.wallet_balance : user.balance) : null;
  return { user, balance, error, isLoading, refresh: mutate };
}
