/** A small JSON client over real HTTP (loopback), for tests that need a listening API. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export function httpClient(base: string) {
  return async (
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; timeoutMs?: number } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    let body: Record<string, unknown>;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { raw: text.slice(0, 200) };
    }
    return { status: res.status, body };
  };
}
