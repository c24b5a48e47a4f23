import Link from "next/link";
import { showPagination } from "@/lib/admin/admin-format";
import type { Pagination } from "@/lib/contracts/common";
import styles from "./admin.module.css";
import buttonStyles from "@/components/ui/button.module.css";

/** A list page's address: page `n` with the filters in `params` (and a keyset cursor, when given). */
export function pageHref(
  path: string,
  params: Record<string, string>,
  n: number,
  seek?: ["after" | "before", string | null],
): string {
  const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v));
  q.set("page", String(n));
  if (seek?.[1]) q.set(seek[0], seek[1]);
  return `${path}?${q.toString()}`;
}

/** A paged list's paging, the address of its pages and the filters they keep. */
export interface PagingProps {
  pagination: Pagination;
  path: string;
  params?: Record<string, string>;
}

/** Previous, Next and 'Page X of Y', only when the total exceeds a page (spec 2.13). Links keep the filters. */
export function PaginationNav({ pagination, path, params = {} }: PagingProps) {
  if (!showPagination(pagination)) return null;
  const { current_page: page, last_page: last } = pagination;
  // The API's own links may carry a keyset cursor (after / before): kept, the next page seeks
  // straight to its rows instead of counting past every row before it.
  const cursor = (url: string | null, key: "after" | "before") =>
    url ? new URLSearchParams(url.split("?")[1] ?? "").get(key) : null;
  const href = (n: number, seek?: ["after" | "before", string | null]) => pageHref(path, params, n, seek);
  const cls = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`;
  return (
    <nav className={styles.pager} aria-label="Pagination">
      <span className={styles.pagerInfo}>
        Page {page} of {last}
      </span>
      <span className={styles.pagerLinks}>
        {page > 1 ? (
          <Link
            className={cls}
            href={href(Math.min(page - 1, last), ["before", cursor(pagination.prev_page_url, "before")])}
            rel="prev"
          >
            Previous
          </Link>
        ) : (
          <span className={`${cls} ${styles.pagerDisabled}`} aria-disabled="true">
            Previous
          </span>
        )}
        {page < last ? (
          <Link className={cls} href={href(page + 1, ["after", cursor(pagination.next_page_url, "after")])} rel="next">
            Next
          </Link>
        ) : (
          <span className={`${cls} ${styles.pagerDisabled}`} aria-disabled="true">
            Next
          </span>
        )}
      </span>
    </nav>
  );
}
