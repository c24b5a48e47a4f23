"use client";
import useSWR from "swr";
import { passkeysResponse } from "@/lib/contracts/passkeys";
import { bffJsonFetcher, type BffError } from "./bff-fetcher";

const fetchPasskeys = bffJsonFetcher(passkeysResponse);

/** The customer's passkeys (GET /api/passkeys). */
export function usePasskeys() {
  const { data, error, mutate } = useSWR("/api/passkeys", fetchPasskeys);
  return { passkeys: data?.data, error: error as BffError | undefined, mutate };
}
