import Link from "next/link";
import type { Pagination } from "@/lib/contracts/common";
import { countText } from "@/lib/plural";
import { pageHref, PaginationNav, type PagingProps } from "./pagination-nav";
import styles from "./admin.module.css";

/** True when PastLastPage shows instead of the rows. */
const isPastLastPage = (p: Pagination) => p.total > 0 && p.current_page > p.last_page;

/**
 * In place of a list's rows when its address is past the last page (an old link, a list that
 * shrank): says so and links to the last page, rather than "No … yet" over "Page 99 of 2".
 * Nothing when the page is within the list (or the list is empty).
 */
function PastLastPage({ pagination, path, params = {} }: PagingProps) {
  if (!isPastLastPage(pagination)) return null;
  const { current_page: page, last_page: last } = pagination;
  return (
    <p className={styles.pastEnd} data-testid="past-last-page">
      There is no page {page}: this list has {countText(last, "page")}.{" "}
      <Link href={pageHref(path, params, last)}>Go to the last page</Link>
    </p>
  );
}

/** A paged list's rows and its Previous/Next, or, past its last page, PastLastPage instead. */
export function PagedRows({ children, ...paging }: PagingProps & { children: React.ReactNode }) {
  if (isPastLastPage(paging.pagination)) return <PastLastPage {...paging} />;
  return (
    <>
      {children}
      <PaginationNav {...paging} />
    </>
  );
}
