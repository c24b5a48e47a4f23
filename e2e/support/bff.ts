import type { Page } from "@playwright/test";

/** A call through the BFF from the page (same origin, the session cookie): GET, or POST with a JSON body. */
export async function bff(page: Page, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, {
        method: b === undefined ? "GET" : "POST",
        headers: { "Content-Type": "application/json" },
        body: b === undefined ? undefined : JSON.stringify(b),
        cache: "no-store",
      });
      return { status: res.status, json: await res.json() };
    },
    [path, body] as const,
  );
}
