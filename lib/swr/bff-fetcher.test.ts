import type { Cache } from "swr";
import { transactionsApiUrl } from "@/components/transactions/history-filters";
import { isHistoryKey, seededMountOptions, USER_KEY } from "./bff-fetcher";

const KEY = "/api/user";
const seed = { data: { balance_kobo: 500 } };

/** A cache as SWR keeps it; `_k` (the key's original form, stored at mount) is not in SWR's public State type. */
function cacheWith(entries: Record<string, object> = {}): Cache {
  return new Map(Object.entries(entries)) as Cache;
}

describe("seededMountOptions (a server-read seed is not read again on mount)", () => {
  it("skips the read on mount when the key is seeded and the cache has no entry for it", () => {
    expect(seededMountOptions({ fallback: { [KEY]: seed }, cache: cacheWith() }, KEY)).toEqual({
      revalidateOnMount: false,
    });
  });

  it("keeps SWR's default when the cache already has the key, even an entry without data", () => {
    const fallback = { [KEY]: seed };
    expect(seededMountOptions({ fallback, cache: cacheWith({ [KEY]: { data: seed } }) }, KEY)).toEqual({});
    // What a hook that mounted once leaves behind without fetching: a later visit reads again.
    expect(seededMountOptions({ fallback, cache: cacheWith({ [KEY]: { _k: KEY } }) }, KEY)).toEqual({});
  });

  it("keeps SWR's default for a key nobody seeded, and for no key", () => {
    const other = "/api/transactions?page=2";
    expect(seededMountOptions({ fallback: { [KEY]: seed }, cache: cacheWith() }, other)).toEqual({});
    expect(seededMountOptions({ fallback: {}, cache: cacheWith() }, KEY)).toEqual({});
    expect(seededMountOptions({ fallback: { [KEY]: seed }, cache: cacheWith() }, null)).toEqual({});
  });
});

describe("isHistoryKey (what a purchase's answer marks stale)", () => {
  it("matches the key of every history page, whatever its filters, and nothing else", () => {
    for (const filters of [{}, { page: 7 }, { status: "failed", search: "AB12-CD34", from: "2026-01-01" }])
      expect(isHistoryKey(transactionsApiUrl(filters))).toBe(true);
    expect(isHistoryKey(transactionsApiUrl({}, 5))).toBe(true);
    expect(isHistoryKey(USER_KEY)).toBe(false);
    expect(isHistoryKey("/api/transactions/9f1c")).toBe(false);
    expect(isHistoryKey(["/api/transactions?page=1"])).toBe(false);
  });
});
