"use strict";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, so that web-server.mjs and the TypeScript tests both load it
const proxyAddr = require("@fastify/proxy-addr");

/**
 * The step in front of Next (web-server.mjs) that decides the browser's address, which the BFF
 * forwards to the API as X-Forwarded-For and the API's per-address rate limits key on. It is the
 * TCP peer, unless that peer is one of `trusted` (the proxies in front of the web: WEB_TRUST_PROXY,
 * addresses or CIDR ranges); then it is the X-Forwarded-For entry those proxies vouch for. A header
 * the browser sends itself is never believed: Next keeps a client's own X-Forwarded-For as it is.
 * The same holds for X-Forwarded-Host and X-Forwarded-Proto.
 *
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown} handle
 * @param {string[]} trusted
 */
function withClientAddress(handle, trusted) {
  const trust = proxyAddr.compile(trusted);
  return (req, res) => {
    req.headers["x-forwarded-for"] = proxyAddr(req, trust);
    delete req.headers["x-real-ip"];
    // The host and scheme the browser used (the BFF's same-origin check reads the host) are
    // believed only from a trusted proxy; otherwise Next sets them from the request itself.
    if (!trust(req.socket.remoteAddress ?? "", 0)) {
      delete req.headers["x-forwarded-host"];
      delete req.headers["x-forwarded-proto"];
    }
    return handle(req, res);
  };
}

module.exports = { withClientAddress };
