"use client";
import useSWR from "swr";
import { priceQuoteAnswer } from "@/lib/client/contract-loaders";
import type { PurchaseService } from "@/lib/purchases/request-id";
import { bffJsonFetcher } from "./bff-fetcher";

const fetchQuote = bffJsonFetcher(priceQuoteAnswer);

/** The API's service keys of the purchase pages (the pages say paytv, the catalogue cabletv). */
const SERVICE_KEY: Record<PurchaseService, string> = {
  airtime: "airtime",
  data: "data",
  electricity: "electricity",
  paytv: "cabletv",
  exam: "exam",
};

/** A data network as VTpass names its data service ("mtn" -> "mtn-data"). */
const dataService = (network: string) => (network.endsWith("-data") ? network : `${network}-data`);

/** The quote's address for an item, or null when there is nothing to price yet. */
export function quoteKey(
  service: PurchaseService,
  amountNaira: number | null,
  plan?: { network?: string; variationCode?: string },
): string | null {
  if (amountNaira === null || !Number.isFinite(amountNaira) || amountNaira <= 0) return null;
  const q = new URLSearchParams({ service: SERVICE_KEY[service], amount: String(amountNaira) });
  if (service === "data" && plan?.network && plan.variationCode) {
    q.set("provider_service", dataService(plan.network));
    q.set("variation_code", plan.variationCode);
  }
  return `/api/prices/quote?${q.toString()}`;
}

/** What the signed-in customer pays for an item at their level (GET /api/prices/quote). */
export function usePriceQuote(key: string | null) {
  const { data, error, isLoading } = useSWR(key, fetchQuote, { revalidateOnFocus: false, keepPreviousData: true });
  return { quote: key ? data : undefined, error, isLoading };
}
