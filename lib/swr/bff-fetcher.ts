"use client";
import type { z } from "zod";
import { mutate, useSWRConfig, type SWRConfiguration } from "swr";
import { bffFetch } from "@/lib/client/bff-fetch";
import type { AnswerSchema } from "@/lib/client/api-result";
import { loginPathFor } from "@/lib/auth/next-path";

export class BffError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Where a BFF 401 sends the browser: the BFF has already dropped the dead cookie. */
export const LOGIN_AFTER_401 = "/login?expired=1";

let signingOut = false;

/**
 * Called by Logout before it ends the session: a read still in flight then comes back 401, and
 * must not race Logout's own navigation to /login with "your session expired". Logout leaves by a
 * full page load, which resets this flag.
 */
export function markSigningOut(): void {
  signingOut = true;
}

/** A full page load on purpose: every cached read of the old session must go. */
export function goToLogin(): void {
  if (typeof window === "undefined" || signingOut) return;
  // The page the session ended on comes back after signing in again (a summary mid-purchase).
  window.location.assign(loginPathFor(LOGIN_AFTER_401, window.location.pathname + window.location.search));
}

/**
 * An SWR fetcher for BFF JSON reads of one answer: the body on 2xx, parsed with `schema` (the
 * answer's contract, or its loader: AnswerSchema), else a BffError; a 401 sends the browser to
 * /login. Make one per answer at module level, so its identity stays the same between renders.
 */
export function bffJsonFetcher<S extends z.ZodType>(schema: AnswerSchema<S>): (url: string) => Promise<z.infer<S>> {
  return async (url) => {
    const res = await bffFetch(url, schema);
    if (res.status === 401) goToLogin();
    if (!res.ok) throw new BffError(res.status, res.data.message ?? "Request failed.");
    return res.data;
  };
}

type SeedState = Pick<ReturnType<typeof useSWRConfig>, "fallback" | "cache">;

/**
 * The mount rule for a key a page may seed with what its server component just read
 * (`<SWRConfig value={{ fallback }}>`, e.g. components/wallet/user-fallback.tsx): when the key is
 * seeded and this browser's SWR cache holds no entry for it yet, what shows IS that fresh server
 * read, so the hook does not read it again on mount (`revalidateOnMount: false`). Otherwise SWR's
 * default stays: with data to show (cached or seeded), `revalidateIfStale` reads it again on mount.
 *
 * "No entry" is strict: a hook that mounted once leaves an entry for its key even when it never
 * fetched (SWR stores the key's `_k` at mount), so a later visit in the same client session, whose
 * seed may be a replay of an old server answer (the router's back/forward cache), is read again.
 *
 * SWR (node_modules/swr, 2.5) takes `revalidateOnMount` only on a hook's first render; a key change
 * in a mounted hook (the next page of history), the polling interval, focus and reconnect, and
 * every `mutate` work as without it.
 *
 * It lives here, beside the fetcher every hook of lib/swr imports, rather than in a module of its
 * own: one more module re-split the purchase pages' chunks (+0.6 KB gzip on /electricity-purchase,
 * over e2e/page-weight.spec.ts's budget).
 */
export function seededMountOptions({ fallback, cache }: SeedState, key: string | null): SWRConfiguration {
  if (key === null) return {};
  const seeded = fallback[key] !== undefined;
  return seeded && cache.get(key) === undefined ? { revalidateOnMount: false } : {};
}

/** seededMountOptions for `key` under the nearest SWRConfig; spread into the hook's options. */
export function useSeededRevalidateOnMount(key: string | null): SWRConfiguration {
  return seededMountOptions(useSWRConfig(), key);
}

/** SWR's key for the signed-in customer (GET /api/user through the BFF: the balance lives here). */
export const USER_KEY = "/api/user";
/** Every page of the customer's history is keyed by its BFF URL, which starts so (transactionsApiUrl; bff-fetcher.test.ts holds the two alike). */
export const isHistoryKey = (key: unknown) => typeof key === "string" && key.startsWith("/api/transactions?");

/**
 * After a purchase was answered (paid, pending or refused): the balance and the history pages the
 * browser keeps are out of date. Shown ones are read again now; the others lose SWR's deduping
 * mark, so the next screen that shows them (the dashboard reached from the result) reads them
 * afresh instead of reusing a read from the seconds before the purchase. Here rather than in a
 * module of its own, as the mount rule above: one more module re-splits the purchase pages' chunks (e2e/page-weight.spec.ts).
 */
export function revalidateWallet(): void {
  void mutate(USER_KEY);
  void mutate(isHistoryKey);
}
