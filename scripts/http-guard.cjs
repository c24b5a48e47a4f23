"use strict";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, so that web-server.mjs and the API (server/http/framework-errors.ts) both load it
const http = require("node:http");

/**
 * What the web (web-server.mjs) and the API (server/http/framework-errors.ts) both do with a request
 * before their framework sees it, so that neither answers a malformed one with a 500 or an empty
 * body: the product's error shape { message }, nothing of the request echoed back.
 */

/**
 * `%FF` becomes `%25FF` where an escape (or a run of them) is not UTF-8, and a lone `%` becomes
 * `%25`: the path is then the literal text it spells, routed like any other (an unknown id is 404)
 * instead of refused, or on the web thrown by Next's decoding as a 500.
 * @param {string} url
 * @returns {string}
 */
function literalBadEscapes(url) {
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  if (!path.includes("%")) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    const fixed = path.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replace(/%/g, "%25");
      }
    });
    return q === -1 ? fixed : fixed + url.slice(q);
  }
}

/**
 * What Node's HTTP parser refuses (a header block too large, a malformed request or an unknown
 * method, a timeout), answered in the product's shape: Node's own answer has an empty body.
 * @param {NodeJS.ErrnoException} err
 * @param {import("node:net").Socket} socket
 */
function clientErrorHandler(err, socket) {
  if (err.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] =
    err.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "The request took too long."]
      : err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "The request's headers are too large."]
        : [400, "Bad request."];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The methods the web answers; Next throws on others (TRACE answered a plain-text 500). */
const WEB_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** What a file (a public file, a build chunk, the manifest) or a page answers. */
const READ_METHODS = ["GET", "HEAD"];

/** A file's path: its last segment has an extension (`/favicon.ico`, `/_next/static/…/x.js`, `/manifest.webmanifest`). */
const isFilePath = (path) => /\.[A-Za-z0-9]+$/.test(path);

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function answer(res, status, message, headers = {}) {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * The web's step in front of Next, for what Next answered with a plain-text 500, an empty body or
 * a redirect elsewhere. True when it answered:
 * - a request target that is not a path (`*`, or the absolute form `http://host/…`, which Next
 *   redirected to that host): 400;
 * - a method the web does not answer (TRACE), or anything but GET and HEAD on a file: 405 with Allow;
 * - OPTIONS on a page (the BFF's routes answer their own): 204 with Allow;
 * - a path's undecodable escapes are made literal (literalBadEscapes) and passed on.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @returns {boolean}
 */
function refuseMalformed(req, res) {
  const url = req.url ?? "/";
  const method = req.method ?? "";
  if (!url.startsWith("/")) {
    answer(res, 400, "Bad request.");
    return true;
  }
  if (!WEB_METHODS.includes(method)) {
    answer(res, 405, "Method not allowed.", { Allow: WEB_METHODS.join(", ") });
    return true;
  }
  const path = url.split("?")[0];
  const api = path === "/api" || path.startsWith("/api/");
  if (!api && !READ_METHODS.includes(method)) {
    if (method === "OPTIONS") {
      res.writeHead(204, { Allow: [...READ_METHODS, "OPTIONS"].join(", ") });
      res.end();
      return true;
    }
    if (isFilePath(path)) {
      answer(res, 405, "Method not allowed.", { Allow: READ_METHODS.join(", ") });
      return true;
    }
  }
  req.url = literalBadEscapes(url);
  return false;
}

/**
 * CONNECT (a proxy tunnel, which the web is not): answered 405 in the product's shape, where
 * Node, with no listener, closed the connection without a word.
 * @param {import("node:http").IncomingMessage} _req
 * @param {import("node:net").Socket} socket
 */
function refuseConnect(_req, socket) {
  const body = JSON.stringify({ message: "Method not allowed." });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nAllow: ${WEB_METHODS.join(", ")}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

module.exports = { literalBadEscapes, clientErrorHandler, refuseMalformed, refuseConnect, WEB_METHODS };
