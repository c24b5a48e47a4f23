import http from "node:http";
import type { AddressInfo } from "node:net";
import { withClientAddress } from "./client-address.cjs";

/** A server that answers the X-Forwarded-For (and X-Real-IP) the web's handler would see. */
async function echoServer(trusted: string[]) {
  const server = http.createServer(
    withClientAddress(
      (req, res) =>
        res.end(JSON.stringify({ xff: req.headers["x-forwarded-for"], real: req.headers["x-real-ip"] ?? null })),
      trusted,
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const seen = async (headers: Record<string, string> = {}) =>
    (await fetch(`http://127.0.0.1:${port}/`, { headers })).json();
  return { seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("with no proxy trusted, the address is the connection's: a browser's own X-Forwarded-For and X-Real-IP are not believed", async () => {
  const s = await echoServer([]);
  try {
    expect(await s.seen()).toEqual({ xff: "127.0.0.1", real: null });
    expect(await s.seen({ "X-Forwarded-For": "203.0.113.9", "X-Real-IP": "203.0.113.10" })).toEqual({
      xff: "127.0.0.1",
      real: null,
    });
  } finally {
    await s.close();
  }
});

test("behind a trusted proxy, the address is the entry that proxy vouches for, not what the browser put before it", async () => {
  const s = await echoServer(["127.0.0.1"]);
  try {
    expect(await s.seen({ "X-Forwarded-For": "203.0.113.9" })).toEqual({ xff: "203.0.113.9", real: null });
    // The proxy appended the address it saw to a chain the browser began.
    expect(await s.seen({ "X-Forwarded-For": "198.51.100.1, 203.0.113.9" })).toEqual({
      xff: "203.0.113.9",
      real: null,
    });
    expect(await s.seen()).toEqual({ xff: "127.0.0.1", real: null });
  } finally {
    await s.close();
  }
});

test("a browser's own X-Forwarded-Host and X-Forwarded-Proto are dropped; a trusted proxy's are kept", async () => {
  const forwarded = async (trusted: string[]) => {
    const server = http.createServer(
      withClientAddress(
        (req, res) =>
          res.end(
            JSON.stringify({
              host: req.headers["x-forwarded-host"] ?? null,
              proto: req.headers["x-forwarded-proto"] ?? null,
            }),
          ),
        trusted,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
      });
      return res.json();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  };
  expect(await forwarded([])).toEqual({ host: null, proto: null });
  expect(await forwarded(["127.0.0.1"])).toEqual({ host: "evil.example", proto: "https" });
});
