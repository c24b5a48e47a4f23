"use client";
import useSWR from "swr";
import { pinStatusResponse } from "@/lib/contracts/pin";
import { bffJsonFetcher, type BffError } from "./bff-fetcher";

const fetchPinStatus = bffJsonFetcher(pinStatusResponse);

export const PIN_STATUS_KEY = "/api/pin";

/** Whether the customer has a transaction PIN and whether it is locked (GET /api/pin). */
export function usePinStatus() {
  const { data, error, mutate } = useSWR(PIN_STATUS_KEY, fetchPinStatus, { revalidateOnFocus: false });
  return { status: data?.data, error: error as BffError | undefined, mutate };
}
