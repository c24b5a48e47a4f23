"use client";
import useSWR from "swr";
import { invoicesResponse, type InvoiceStatus } from "@/lib/contracts/merchant";
import { bffJsonFetcher, type BffError } from "@/lib/swr/bff-fetcher";

const fetchInvoices = bffJsonFetcher(invoicesResponse);

export const invoicesKey = (status: InvoiceStatus | "") => `/api/invoices${status ? `?status=${status}` : ""}`;

/** The customer's invoices through the BFF, keyed by the filter; a 401 sends the browser to /login. */
export function useInvoices(status: InvoiceStatus | "") {
  const { data, error, isLoading, mutate } = useSWR(invoicesKey(status), fetchInvoices, {
    keepPreviousData: true,
  });
  return { invoices: data?.data, error: error as BffError | undefined, isLoading, mutate };
}
