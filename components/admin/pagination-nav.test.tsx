import { renderToStaticMarkup } from "react-dom/server";
import { addSeekParams } from "@/lib/admin/admin-format";
import { PaginationNav } from "./pagination-nav";

const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));

test("Previous and Next keep the filters and carry the API links' keyset cursors", () => {
  const html = renderToStaticMarkup(
    <PaginationNav
      path="/admin/transactions"
      params={{ status: "delivered", search: "" }}
      pagination={{
        total: 40,
        per_page: 8,
        current_page: 2,
        last_page: 5,
        next_page_url: "/api/admin/transactions?page=3&per_page=8&status=delivered&after=AAA-b_1",
        prev_page_url: "/api/admin/transactions?page=1&per_page=8&status=delivered&before=ZZZ",
      }}
    />,
  );
  expect(html).toContain("Page 2 of 5");
  expect(links(html)).toEqual([
    "/admin/transactions?status=delivered&page=1&before=ZZZ",
    "/admin/transactions?status=delivered&page=3&after=AAA-b_1",
  ]);
});

test("links without a cursor go by page number", () => {
  const html = renderToStaticMarkup(
    <PaginationNav
      path="/admin/webhooks"
      pagination={{
        total: 20,
        per_page: 8,
        current_page: 2,
        last_page: 3,
        next_page_url: "/api/admin/webhooks?page=3&per_page=8",
        prev_page_url: "/api/admin/webhooks?page=1&per_page=8",
      }}
    />,
  );
  expect(links(html)).toEqual(["/admin/webhooks?page=1", "/admin/webhooks?page=3"]);
});

test("the page's cursor is passed on to the API, bounded", () => {
  const params: Record<string, string> = { after: "abc", before: "", other: "x" };
  const q = addSeekParams(new URLSearchParams({ page: "2" }), (k) => params[k] ?? "");
  expect(q.toString()).toBe("page=2&after=abc");
  const long = addSeekParams(new URLSearchParams(), () => "y".repeat(500));
  expect(long.get("after")).toHaveLength(200);
});
