import { Alert } from "@/components/ui/alert";
import type { Section } from "@/lib/admin/load-section";
import type { Pagination } from "@/lib/contracts/common";
import { PagedRows } from "./past-last-page";
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
  return (
    <TableCard labelledBy={label}>
      {list.ok ? (
        <PagedRows pagination={list.data.pagination} path={path} params={params}>
          {children(list.data)}
        </PagedRows>
      ) : (
        <div style={{ padding: "1rem 1rem 0" }}>
          <Alert tone="error">{list.message}</Alert>
        </div>
      )}
    </TableCard>
  );
}
