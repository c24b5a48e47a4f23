"use client";
import type { z } from "zod";
import { bffFetch } from "@/lib/client/bff-fetch";

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
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(LOGIN_AFTER_401);
}

/**
 * An SWR fetcher for BFF JSON reads of one answer: the body on 2xx, parsed with `schema` (the
 * answer's contract), else a BffError; a 401 sends the browser to /login. Make one per answer at
 * module level, so its identity stays the same between renders.
 */
export function bffJsonFetcher<S extends z.ZodType>(schema: S): (url: string) => Promise<z.infer<S>> {
  return async (url) => {
    const res = await bffFetch(url, schema);
    if (res.status === 401) goToLogin();
    if (!res.ok) throw new BffError(res.status, res.data.message ?? "Request failed.");
    return res.data;
  };
}
