"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import {
  EMPTY_FILTERS,
  filtersFromSearchParams,
  hasActiveFilters,
  historyHref,
  sameFilters,
  type HistoryFilters,
} from "./history-filters";
import { FUND_WALLET_HREF } from "@/components/shell/customer-nav";
import { TransactionFilters } from "./transaction-filters";
import { TransactionHistory } from "./transaction-history";

/**
 * /transactions: filters and page in the URL, the matching page of history below. A change is
 * applied at once (local state) and written to the URL with history.pushState, which Next's
 * router follows (useSearchParams) without a server round trip; the back button and a changed
 * URL flow back into the local state.
 */
export function TransactionsView() {
  const params = useSearchParams();
  const pathname = usePathname();
  const fromUrl = useMemo(() => filtersFromSearchParams(params), [params]);
  const [filters, setFilters] = useState(fromUrl);
  const [seenUrl, setSeenUrl] = useState(fromUrl);
  if (!sameFilters(seenUrl, fromUrl)) {
    setSeenUrl(fromUrl);
    setFilters(fromUrl);
  }
  const filtered = hasActiveFilters(filters);
  const go = (next: HistoryFilters) => {
    setFilters(next);
    window.history.pushState(null, "", historyHref(next, pathname));
  };

  return (
    <>
      <TransactionFilters filters={filters} onChange={go} />
      <TransactionHistory
        filters={filters}
        onPage={(page) => go({ ...filters, page })}
        filtered={filtered}
        caption="All transactions"
        emptyAction={
          filtered ? (
            <Button variant="secondary" onClick={() => go(EMPTY_FILTERS)}>
              Clear filters
            </Button>
          ) : (
            <ButtonLink href={FUND_WALLET_HREF}>Fund Account</ButtonLink>
          )
        }
      />
    </>
  );
}
