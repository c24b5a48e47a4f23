"use client";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { readPrefill, type Prefill, type PrefillService } from "@/lib/purchases/buy-again";

/**
 * An entry form's starting values from its address ("Buy again" on a transaction page links to
 * /airtime?network=mtn&amount=500&phone=...; lib/purchases/buy-again.ts). Read once, on the first
 * render: what the customer types afterwards is theirs.
 */
export function usePrefill<S extends PrefillService>(service: S): Prefill<S> {
  const query = useSearchParams();
  const [values] = useState(() => readPrefill(service, query));
  return values;
}
