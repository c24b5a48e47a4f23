import http from "node:http";
import type { AddressInfo } from "node:net";
import { EVENT_ID_HEADER, SIGNATURE_HEADER, verifySignature } from "./signing";

export interface ReceivedHook {
  eventId: string;
  type: string;
  body: Record<string, unknown>;
  verified: boolean;
}

/**
 * A local webhook receiver as a partner would write one: verifies the signature with the secret
 * it is given, dedupes on the event id (`processed` holds each event once), and answers `status`
 * (or hangs, to time the sender out).
 */
export async function startReceiver() {
  const hits: ReceivedHook[] = [];
  const processed = new Map<string, ReceivedHook>();
  const state = { secret: "", status: 200, hang: false, answer: "ok" };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (state.hang) return; // never answers
      const raw = Buffer.concat(chunks).toString("utf8");
      const eventId = String(req.headers[EVENT_ID_HEADER.toLowerCase()] ?? "");
      const hit: ReceivedHook = {
        eventId,
        type: String(req.headers["x-nairawallet-event-type"] ?? ""),
        body: JSON.parse(raw) as Record<string, unknown>,
        verified: verifySignature(
          state.secret,
          req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined,
          raw,
          Math.floor(Date.now() / 1000),
          // the tests move the API's clock by days; the signature itself is what is checked here
          10 * 24 * 3600,
        ),
      };
      hits.push(hit);
      if (state.status < 300 && hit.verified && !processed.has(eventId)) processed.set(eventId, hit);
      res.writeHead(state.status, { "content-type": "text/plain" });
      res.end(state.answer);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    hits,
    processed,
    state,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
