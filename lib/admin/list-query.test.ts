import { PAGE_SIZE } from "@/lib/contracts/common";
import { listQuery } from "./list-query";

describe("listQuery", () => {
  it("asks for the page at the page size, with only the filters that have a value", () => {
    const q = listQuery(3, { search: "ada", status: "", action: "purchase.refund" });
    expect(Object.fromEntries(q)).toEqual({
      page: "3",
      per_page: String(PAGE_SIZE),
      search: "ada",
      action: "purchase.refund",
    });
    expect(listQuery(1).toString()).toBe(`page=1&per_page=${PAGE_SIZE}`);
  });
});
