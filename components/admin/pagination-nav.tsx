import Link from "next/link";
import { showPagination } from "@/lib/admin/admin-format";
import type { Pagination } from "@/lib/contracts/common";
import styles from "./admin.module.css";
import buttonStyles from "@/components/ui/button.module.css";

/** Previous, Next and 'Page X of Y', only when the total exceeds a page (spec 2.13). Links keep the filters. */
export function PaginationNav({
  pagination,
  path,
  params = {},
}: {
  pagination: Pagination;
  path: string;
  params?: Record<string, string>;
}) {
  if (!showPagination(pagination)) return null;
  const { current_page: page, last_page: last } = pagination;
  const href = (n: number) => {
    const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v));
    q.set("page", String(n));
    return `${path}?${q.toString()}`;
  };
  const cls = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`;
  return (
    <nav className={styles.pager} aria-label="Pagination">
      <span className={styles.pagerInfo}>
        Page {page} of {last}
      </span>
      <span className={styles.pagerLinks}>
        {page > 1 ? (
          <Link className={cls} href={href(Math.min(page - 1, last))} rel="prev">
            Previous
          </Link>
        ) : (
          <span className={`${cls} ${styles.pagerDisabled}`} aria-disabled="true">
            Previous
          </span>
        )}
        {page < last ? (
          <Link className={cls} href={href(page + 1)} rel="next">
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
