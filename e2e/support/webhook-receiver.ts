import http from "node:http";
import type { AddressInfo } from "node:net";
import { verifySignature } from "../../server/partner-webhooks/signing";

export interface Received {
  verified: boolean;
  type: string;
  eventId: string;
  body: Record<string, unknown>;
}

/**
 * A partner's webhook receiver, started by a test: it verifies each delivery's signature with the
 * secret the test sets (the one the page showed once) and answers 200.
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const state = { secret: "" };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      received.push({
        verified: verifySignature(
          state.secret,
          req.headers["x-nairawallet-signature"] as string,
          raw,
          Math.floor(Date.now() / 1000),
        ),
        type: String(req.headers["x-nairawallet-event-type"]),
        eventId: String(req.headers["x-nairawallet-event-id"]),
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      res.writeHead(200).end("thanks");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
