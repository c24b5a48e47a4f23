import type { Metadata } from "next";
import { AirtimeResult } from "@/components/purchases/airtime-result";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Airtime result" };

/** AirtimeResult (spec 2.6): success or failure from the query, with the spec's default messages. */
export default async function AirtimeResultPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const success = ["true", "1"].includes(firstParam(params, "success").toLowerCase());
  return <AirtimeResult success={success} message={firstParam(params, "message")} />;
}
