import type { BffMethod } from "@/lib/bff/allowed-paths";

/** The BFF's fetch as client components make it (same origin, the session cookie, JSON, no cache). No zod here. */
export interface BffInit {
  method?: BffMethod;
  body?: unknown;
}

/** The response, or null when none came (network down, browser offline). Never throws. */
export async function bffRequest(path: string, init: BffInit = {}): Promise<Response | null> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  try {
    return await fetch(path, {
      method,
      credentials: "same-origin",
      headers:
        init.body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: "no-store",
    });
  } catch {
    return null;
  }
}

/**
 * A POST whose answer is deliberately not read (logout: the session ends whatever the API says),
 * so there is nothing to parse: only whether it went through. status 0 means no answer.
 */
export async function bffSend(path: string, body: unknown = {}): Promise<{ ok: boolean; status: number }> {
  const res = await bffRequest(path, { method: "POST", body });
  if (!res) return { ok: false, status: 0 };
  await res.body?.cancel();
  return { ok: res.ok, status: res.status };
}
