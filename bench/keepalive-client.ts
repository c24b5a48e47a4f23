import net from "node:net";

/**
 * The purchase load's HTTP client: one keep-alive connection per closed-loop worker, a request
 * written as one buffer, the answer read by its Content-Length (the API always sends one for JSON),
 * nothing else. pgbench's client is a few C calls per transaction, and the purchase figure counts
 * its load generator's CPU the way TPC-B's counts pgbench's: undici's request() cost ~0.5 core-ms
 * a purchase here (its dispatcher, body streams and promises around each call), this ~0.1.
 * One request at a time per connection; a chunked or malformed answer is an error.
 */
export interface KeepAliveClient {
  post(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: Buffer }>;
  close(): void;
}

export function keepAliveClient(base: string): KeepAliveClient {
  const url = new URL(base);
  const port = Number(url.port || 80);
  let socket: net.Socket | null = null;
  let buffer: Buffer = Buffer.alloc(0);
  let pending: { resolve: (r: { status: number; body: Buffer }) => void; reject: (e: Error) => void } | null = null;

  const fail = (err: Error) => {
    socket?.destroy();
    socket = null;
    buffer = Buffer.alloc(0);
    const p = pending;
    pending = null;
    p?.reject(err);
  };

  const answer = () => {
    if (!pending) return;
    const end = buffer.indexOf("\r\n\r\n");
    if (end < 0) return;
    const head = buffer.subarray(0, end).toString("latin1");
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length || !head.startsWith("HTTP/1.1 "))
      return fail(new Error(`unexpected answer head: ${head.slice(0, 200)}`));
    const total = end + 4 + Number(length[1]);
    if (buffer.length < total) return;
    const body = buffer.subarray(end + 4, total);
    buffer = buffer.subarray(total);
    const p = pending;
    pending = null;
    p.resolve({ status: Number(head.slice(9, 12)), body });
  };

  const connect = () => {
    const s = net.connect(port, url.hostname);
    s.setNoDelay(true);
    s.on("data", (d: Buffer) => {
      buffer = buffer.length ? Buffer.concat([buffer, d]) : d;
      answer();
    });
    s.on("error", (err) => fail(err));
    s.on("close", () => {
      if (socket === s) fail(new Error("connection closed"));
    });
    return s;
  };

  return {
    post(path, headers, body) {
      if (pending) return Promise.reject(new Error("one request at a time per connection"));
      socket ??= connect();
      const payload = Buffer.from(body);
      const lines = [`POST ${path} HTTP/1.1`, `host: ${url.host}`, `content-length: ${payload.length}`];
      for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket!.write(Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), payload]));
      });
    },
    close() {
      const s = socket;
      socket = null;
      s?.destroy();
    },
  };
}
