// The web: Next.js's request handler behind two steps of ours: one refuses what Next would answer
// with a 500 (scripts/http-guard.cjs), one sets the browser's address from the TCP connection
// (scripts/client-address.cjs). `node web-server.mjs [--dev]`; WEB_PORT (3000),
// WEB_TRUST_PROXY (the proxies in front, comma-separated; none by default).
import { createServer } from "node:http";
import clientAddress from "./scripts/client-address.cjs";
import httpGuard from "./scripts/http-guard.cjs";

const dev = process.argv.includes("--dev");
// As `next start` / `next dev` do; set before Next (and React) load, since they read it on load.
process.env.NODE_ENV ??= dev ? "development" : "production";
// A wallet sends nothing about itself to third parties: Next's anonymous usage telemetry is off.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const { default: next } = await import("next");
const port = Number(process.env.WEB_PORT ?? 3000);
const trusted = (process.env.WEB_TRUST_PROXY ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);

const app = next({ dev, hostname: "localhost", port });
await app.prepare();
const handle = clientAddress.withClientAddress(app.getRequestHandler(), trusted);
const server = createServer((req, res) => (httpGuard.refuseMalformed(req, res) ? undefined : handle(req, res)));
// What Node's parser refuses (headers over 16 KiB, an unknown method) answers in the product's shape.
server.on("clientError", httpGuard.clientErrorHandler);
server.on("connect", httpGuard.refuseConnect);
server.listen(port, () => {
  console.log(`> web ready on http://localhost:${port}${dev ? " (dev)" : ""}`);
});
