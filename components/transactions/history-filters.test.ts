import {
  EMPTY_FILTERS,
  sameFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  historyHref,
  transactionsApiUrl,
  withFilter,
  dateRangeError,
  SERVICE_OPTIONS,
} from "./history-filters";

describe("filters from the URL", () => {
  it("reads every filter", () => {
    const f = filtersFromSearchParams(
      new URLSearchParams(
        "page=3&service=airtime&status=failed&type=purchase&from=2026-01-01&to=2026-01-31&search=AIRTIME_1",
      ),
    );
    expect(f).toEqual({
      page: 3,
      service: "airtime",
      status: "failed",
      type: "purchase",
      from: "2026-01-01",
      to: "2026-01-31",
      search: "AIRTIME_1",
    });
  });
  it("accepts the page's searchParams object (first value of repeats)", () => {
    expect(filtersFromSearchParams({ status: ["pending", "failed"], page: "2" })).toMatchObject({
      status: "pending",
      page: 2,
    });
  });
  it("drops malformed values instead of passing them on", () => {
    const f = filtersFromSearchParams(
      new URLSearchParams("page=-4&service=DROP%20TABLE&type=gift&from=2026-02-30&to=soon"),
    );
    expect(f).toEqual(EMPTY_FILTERS);
    expect(filtersFromSearchParams(new URLSearchParams("page=1.5")).page).toBe(1);
    expect(filtersFromSearchParams(new URLSearchParams(`search=${"x".repeat(150)}`)).search).toHaveLength(100);
  });
  it("drops the end of a reversed date range", () => {
    expect(filtersFromSearchParams(new URLSearchParams("from=2026-02-10&to=2026-02-01"))).toMatchObject({
      from: "2026-02-10",
      to: "",
    });
  });
});

describe("filters to the URL", () => {
  it("leaves defaults out and round-trips", () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe("");
    expect(historyHref(EMPTY_FILTERS)).toBe("/transactions");
    const f = { page: 2, service: "data", status: "", type: "purchase", from: "2026-01-01", to: "", search: "REF 9" };
    const href = historyHref(f);
    expect(href).toBe("/transactions?page=2&service=data&type=purchase&from=2026-01-01&search=REF+9");
    expect(filtersFromSearchParams(new URL(href, "http://x").searchParams)).toEqual(f);
  });
  it("builds the BFF URL with page size 8", () => {
    expect(transactionsApiUrl()).toBe("/api/transactions?page=1&per_page=8");
    expect(transactionsApiUrl({ page: 4, status: "failed" })).toBe("/api/transactions?page=4&per_page=8&status=failed");
  });
  it("goes back to page 1 when a filter changes", () => {
    expect(withFilter({ ...EMPTY_FILTERS, page: 5 }, "service", "airtime")).toMatchObject({
      page: 1,
      service: "airtime",
    });
  });
  it("knows when filters are active and when a range is reversed", () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: "x" })).toBe(true);
    expect(dateRangeError("2026-02-10", "2026-02-01")).toMatch(/end date/);
    expect(dateRangeError("2026-02-01", "2026-02-01")).toBeNull();
    expect(dateRangeError("", "2026-02-01")).toBeNull();
  });
});

describe("sameFilters", () => {
  it("compares page and every filter", () => {
    expect(sameFilters(EMPTY_FILTERS, { ...EMPTY_FILTERS })).toBe(true);
    expect(sameFilters(EMPTY_FILTERS, { ...EMPTY_FILTERS, page: 2 })).toBe(false);
    expect(sameFilters(EMPTY_FILTERS, { ...EMPTY_FILTERS, to: "2026-01-01" })).toBe(false);
  });
});

describe("the service filter's options", () => {
  it("lists wallet funding, then the five services as the history names them", () => {
    expect(SERVICE_OPTIONS).toEqual([
      { value: "wallet_funding", label: "Wallet Funding" },
      { value: "airtime", label: "Airtime" },
      { value: "data", label: "Data" },
      { value: "electricity", label: "Electricity" },
      { value: "cabletv", label: "Cable TV" },
      { value: "exam", label: "Exam Pins" },
    ]);
  });
});
