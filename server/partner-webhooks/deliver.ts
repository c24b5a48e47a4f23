import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { checkedLookup, hostOf, isBlockedAddress, urlShapeProblem } from "./url-safety";

export interface PostResult {
  statusCode: number | null;
  /** The first 1 KB of the answer. */
  snippet: string | null;
  error: string | null;
  durationMs: number;
}

const SNIPPET_BYTES = 1024;

/** POSTs a signed delivery with a hard timeout; never throws. */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { timeoutMs: number; sandbox: boolean },
): Promise<PostResult> {
  const started = Date.now();
  const done = (r: Omit<PostResult, "durationMs">): PostResult => ({ ...r, durationMs: Date.now() - started });
  const shape = urlShapeProblem(url, opts.sandbox);
  if (shape) return Promise.resolve(done({ statusCode: null, snippet: null, error: shape }));
  const u = new URL(url);
  const host = hostOf(u);
  // An IP literal is never looked up: it is checked here.
  if (isIP(host) && isBlockedAddress(host, opts.sandbox))
    return Promise.resolve(done({ statusCode: null, snippet: null, error: `refused address ${host}` }));

  return new Promise((resolve) => {
    let settled = false;
    const finish = (r: Omit<PostResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(r));
    };
    const client = u.protocol === "https:" ? https : http;
    const req = client.request(
      u,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        lookup: checkedLookup(opts.sandbox),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (c: Buffer) => {
          if (size < SNIPPET_BYTES) chunks.push(c);
          size += c.length;
          if (size >= SNIPPET_BYTES) res.destroy();
        });
        const end = () =>
          finish({
            statusCode: res.statusCode ?? null,
            // PostgreSQL text cannot hold NUL: shown as U+FFFD like any byte that is not UTF-8 text.
            snippet: Buffer.concat(chunks).subarray(0, SNIPPET_BYTES).toString("utf8").replaceAll("\u0000", "\uFFFD"),
            error: null,
          });
        res.on("end", end);
        res.on("close", end);
        res.on("error", end);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ statusCode: null, snippet: null, error: `timed out after ${opts.timeoutMs} ms` });
    }, opts.timeoutMs);
    req.on("error", (err) => finish({ statusCode: null, snippet: null, error: err.message.slice(0, 300) }));
    req.end(body);
  });
}
