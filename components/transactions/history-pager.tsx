"use client";
import { Button } from "@/components/ui/button";
import { hasNextPage, hasPreviousPage, pageLabel } from "./transaction-display";
import { showPagination } from "@/lib/admin/admin-format";
import type { Pagination } from "@/lib/contracts/common";
import styles from "./transactions.module.css";

/** Previous / 'Page X of Y' / Next, only when the history is longer than a page (spec 2.13, issue 16). */
export function HistoryPager({
  pagination,
  onPage,
  busy,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  if (!showPagination(pagination)) return null;
  return (
    <nav className={styles.pager} aria-label="Transaction pages">
      <Button
        variant="secondary"
        size="small"
        disabled={!hasPreviousPage(pagination) || busy}
        onClick={() => onPage(pagination.current_page - 1)}
      >
        Previous
      </Button>
      <span className={styles.pageLabel} aria-live="polite" data-testid="page-label">
        {pageLabel(pagination)}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={!hasNextPage(pagination) || busy}
        onClick={() => onPage(pagination.current_page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
