import { networkFailure, toApiResult, type ApiResult } from "./api-result";

/** Same-origin JSON call to the BFF with the session cookie. Never throws. */
export async function bffFetch<T = Record<string, unknown>>(
  path: string,
  init: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown } = {},
): Promise<ApiResult<T>> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  try {
    const res = await fetch(path, {
      method,
      credentials: "same-origin",
      headers:
        init.body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: "no-store",
    });
    return await toApiResult<T>(res);
  } catch {
    return networkFailure<T>();
  }
}

export const bffPost = <T = Record<string, unknown>>(path: string, body: unknown = {}) =>
  bffFetch<T>(path, { method: "POST", body });
