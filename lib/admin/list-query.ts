import { PAGE_SIZE } from "@/lib/contracts/common";

/** An admin list's API query: the page, a page's size, and each filter that has a value. */
export function listQuery(page: number, filters: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return query;
}
