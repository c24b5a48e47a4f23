import { Alert } from "@/components/ui/alert";
import type { Section } from "@/lib/admin/load-section";
import type { Pagination } from "@/lib/contracts/common";
import Link from "next/link";
import { pageHref, PaginationNav } from "./pagination-nav";
import { countText } from "@/lib/plural";
import styles from "./admin.module.css";
import { TableCard } from "./table-card";

/**
 * An admin list page's table: the rows and the paging (its links keep `params`) when the list
 * loaded, else the list's own error message in the card.
 */
export function PagedTableCard<T extends { pagination: Pagination }>({
  label,
  list,
  path,
  params,
  children,
}: {
  label: string;
  list: Section<T>;
  path: string;
  params?: Record<string, string>;
  children: (data: T) => React.ReactNode;
}) {
  const paging = list.ok ? list.data.pagination : null;
  // An address past the last page (an old link, a list that shrank): say so, not "No … yet".
  const pastEnd = paging && paging.total > 0 && paging.current_page > paging.last_page;
  return (
    <TableCard labelledBy={label}>
      {pastEnd ? (
        <p className={styles.pastEnd} data-testid="past-last-page">
          There is no page {paging.current_page}: this list has {countText(paging.last_page, "page")}.{" "}
          <Link href={pageHref(path, params ?? {}, paging.last_page)}>Go to the last page</Link>
        </p>
      ) : list.ok ? (
        <>
          {children(list.data)}
          <PaginationNav pagination={list.data.pagination} path={path} params={params} />
        </>
      ) : (
        <div style={{ padding: "1rem 1rem 0" }}>
          <Alert tone="error">{list.message}</Alert>
        </div>
      )}
    </TableCard>
  );
}
