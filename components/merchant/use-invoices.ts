"use client";
import useSWR from "swr";
import type { InvoiceStatus, InvoiceView } from "@/lib/contracts/merchant";
import { bffJsonFetcher, type BffError } from "@/lib/swr/bff-fetcher";

export const invoicesKey = (status: InvoiceStatus | "") => `/api/invoices${status ? `?status=${status}` : ""}`;

/** The customer's invoices through the BFF, keyed by the filter; a 401 sends the browser to /login. */
export function useInvoices(status: InvoiceStatus | "") {
  const { data, error, isLoading, mutate } = useSWR<{ data: InvoiceView[] }>(invoicesKey(status), bffJsonFetcher, {
    keepPreviousData: true,
  });
  return { invoices: data?.data, error: error as BffError | undefined, isLoading, mutate };
}
