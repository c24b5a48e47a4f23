import { Agent, request } from "undici";

/**
 * What a provider adapter reads of an HTTP answer: its status and its text. A fetch Response is
 * one (the tests' transports, the in-process sandbox); lightFetch gives only that.
 */
export type TextFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

/** Keep-alive connections to the providers (undici's default pool per origin). */
const agent = new Agent({ keepAliveTimeout: 10_000 });

/**
 * A provider call through undici's request() rather than fetch: the same engine (and keep-alive)
 * without the WHATWG Request/Response objects and body streams around each call, which cost
 * ~0.3 ms of the API's CPU per VTpass call (bench/README.md, issue 21 point 1). Aborts with the
 * signal, as fetch does.
 */
export const lightFetch: TextFetch = async (url, init) => {
  const res = await request(url, {
    method: init.method as "GET" | "POST",
    headers: init.headers,
    body: init.body,
    signal: init.signal,
    dispatcher: agent,
  });
  return { status: res.statusCode, text: () => res.body.text() };
};
