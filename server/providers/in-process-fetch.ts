import type { FastifyInstance } from "fastify";

/** How the provider adapters (Monnify, VTpass) reach their provider: the platform's fetch, or a stand-in. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * A fetch that answers requests for this API's own public URL through `app.inject` (the same HTTP
 * semantics, no socket, no dependence on the server listening or on API_PUBLIC_URL routing) and
 * sends everything else to the network. The sandbox simulators live inside the product API, so in
 * sandbox mode the real adapter code talks to them (and they call back into the API) this way.
 */
export function inProcessFetch(
  app: FastifyInstance,
  publicUrl: string,
  fallback: FetchLike = (u, i) => fetch(u, i),
): FetchLike {
  const base = publicUrl.replace(/\/$/, "");
  return async (url, init = {}) => {
    if (url !== base && !url.startsWith(`${base}/`)) return fallback(url, init);
    const path = url.slice(base.length) || "/";
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const signal = init.signal;
    if (signal?.aborted) throw new DOMException("This operation was aborted", "AbortError");
    const injected = app.inject({
      method: (init.method ?? "GET").toUpperCase() as "GET",
      url: path,
      headers,
      payload: typeof init.body === "string" ? init.body : undefined,
    });
    const res = await (signal
      ? Promise.race([
          injected,
          new Promise<never>((_, reject) =>
            signal.addEventListener(
              "abort",
              () => reject(new DOMException("This operation was aborted", "AbortError")),
              { once: true },
            ),
          ),
        ])
      : injected);
    const outHeaders = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined) continue;
      for (const one of Array.isArray(v) ? v : [v]) outHeaders.append(k, String(one));
    }
    const nullBody = res.statusCode === 204 || res.statusCode === 304;
    return new Response(nullBody ? null : res.body, { status: res.statusCode, headers: outHeaders });
  };
}
