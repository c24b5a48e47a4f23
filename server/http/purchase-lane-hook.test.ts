import Fastify, { type FastifyInstance } from "fastify";
import { currentLaneWork } from "../db/purchase-lane";
import { installErrorHandling } from "./errors";
import { installPurchaseLane, PURCHASE_QUEUE_FULL_MESSAGE, purchaseLane } from "./purchase-lane-hook";

/** A promise the test resolves when it chooses. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the purchase lane of an HTTP request", () => {
  let app: FastifyInstance;
  let base: string;
  const held = deferred();
  const entered: string[] = [];

  beforeAll(async () => {
    app = Fastify({ logger: false });
    installErrorHandling(app);
    installPurchaseLane(app, 2);
    // A route-level onRequest (where authentication runs) and the handler, after a JSON body read from the socket.
    const laneSeen = { onRequest: async () => void entered.push(currentLaneWork() ? "lane" : "none") };
    app.post("/buy", { ...purchaseLane, ...laneSeen }, async (req) => ({
      inLane: currentLaneWork() !== undefined,
      body: req.body,
    }));
    app.post("/read", laneSeen, async () => ({ inLane: currentLaneWork() !== undefined }));
    app.post("/buy-and-wait", purchaseLane, async () => {
      await held.promise;
      return { ok: true };
    });
    base = await app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => app.close());

  const post = (path: string, body: unknown = { request_id: "R1" }) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  test("a purchase route's work runs in the lane from its authentication to its handler; other routes' do not", async () => {
    entered.length = 0;
    const buy = await post("/buy", { request_id: "R1", amount: 100 });
    expect(await buy.json()).toEqual({ inLane: true, body: { request_id: "R1", amount: 100 } });
    const read = await post("/read");
    expect(await read.json()).toEqual({ inLane: false });
    expect(entered).toEqual(["lane", "none"]);
  });

  test("past the bound of purchases waiting to start, one more is refused 503 with Retry-After; the count frees as they end", async () => {
    // Without a database nothing is ever admitted: two purchases in flight are two waiting to start.
    const first = post("/buy-and-wait");
    const second = post("/buy-and-wait");
    let refused: Response | undefined;
    // The two are counted once the server has seen them; poll until the third is refused.
    for (let i = 0; i < 200 && !refused; i++) {
      const res = await post("/buy");
      if (res.status === 503) refused = res;
      else await res.arrayBuffer();
    }
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get("retry-after")).toBe("5");
    expect(await refused?.json()).toEqual({ message: PURCHASE_QUEUE_FULL_MESSAGE });
    held.resolve();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // Both answered: the bound is free again (the count leaves on the socket's close, after the answer).
    let again = await post("/buy");
    for (let i = 0; i < 50 && again.status === 503; i++) {
      await new Promise((r) => setTimeout(r, 10));
      again = await post("/buy");
    }
    expect(again.status).toBe(200);
  });
});
