"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { EMPTY_FILTERS, filtersFromSearchParams, hasActiveFilters, historyHref, type HistoryFilters } from "./history-filters";
import { TransactionFilters } from "./transaction-filters";
import { TransactionHistory } from "./transaction-history";

/** /transactions: filters and page in the URL, the matching page of history below. */
export function TransactionsView() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const filtered = hasActiveFilters(filters);
  const go = (next: HistoryFilters) => router.push(historyHref(next, pathname), { scroll: false });
  // The filter drafts start again whenever the URL's filters change (Clear, back button).
  const formKey = historyHref({ ...filters, page: 1 }, "");

  return (
    <>
      <TransactionFilters key={formKey} filters={filters} onChange={go} />
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
            <ButtonLink href="/dashboard?fund=1">Fund Account</ButtonLink>
          )
        }
      />
    </>
  );
}
