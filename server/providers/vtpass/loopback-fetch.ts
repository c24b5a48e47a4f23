import type { FastifyInstance } from "fastify";
import type { FetchLike } from "./vtpass-adapter";

/**
 * A fetch that answers URLs under this API's own public address in-process (app.inject), and
 * anything else over the network. In sandbox mode the real adapter talks to the mounted
 * simulator this way, with no dependence on the server listening or on API_PUBLIC_URL routing.
 */
export function loopbackFetch(app: FastifyInstance, apiPublicUrl: string): FetchLike {
  const own = apiPublicUrl.replace(/\/$/, "");
  return async (url, init) => {
    if (!url.startsWith(`${own}/`)) {
      const res = await fetch(url, init);
      return { status: res.status, text: () => res.text() };
    }
    if (init.signal?.aborted) throw new Error("aborted");
    const res = await app.inject({
      method: init.method as "GET" | "POST",
      url: url.slice(own.length),
      headers: init.headers,
      payload: init.body,
    });
    return { status: res.statusCode, text: async () => res.body };
  };
}
