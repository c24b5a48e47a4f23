import { CallRefused, createCallLimiter } from "./call-limiter";
import { createVtpassAdapter } from "./vtpass/vtpass-adapter";
import type { FetchLike } from "./in-process-fetch";

/** A call that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe("provider call limiter", () => {
  test("at most maxInFlight run at once; the queue starts in order as slots free up", async () => {
    const limiter = createCallLimiter({ maxInFlight: 2, maxQueued: 10, queueTimeoutMs: 10_000 });
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    expect(limiter.stats()).toEqual({ inFlight: 2, queued: 2 });
    gates[1].open();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    gates[0].open();
    gates[2].open();
    gates[3].open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limiter.stats()).toEqual({ inFlight: 0, queued: 0 });
  });

  test("a full queue refuses at once, without calling", async () => {
    const limiter = createCallLimiter({ maxInFlight: 1, maxQueued: 1, queueTimeoutMs: 10_000 });
    const g = gate();
    const calls: number[] = [];
    const first = limiter.run(async () => (calls.push(1), g.opened));
    const second = limiter.run(async () => void calls.push(2));
    await expect(limiter.run(async () => void calls.push(3))).rejects.toEqual(new CallRefused("queue full"));
    g.open();
    await Promise.all([first, second]);
    expect(calls).toEqual([1, 2]);
  });

  test("a call that waited past its deadline is refused unsent, and a failing call frees its slot", async () => {
    jest.useFakeTimers();
    try {
      const limiter = createCallLimiter({ maxInFlight: 1, maxQueued: 5, queueTimeoutMs: 100 });
      const g = gate();
      const first = limiter.run(() => g.opened);
      const late = jest.fn(async () => "late");
      const waiting = limiter.run(late);
      jest.advanceTimersByTime(101);
      await expect(waiting).rejects.toEqual(new CallRefused("queue timeout"));
      expect(late).not.toHaveBeenCalled();
      expect(limiter.stats()).toEqual({ inFlight: 1, queued: 0 });
      g.open();
      await first;
      await expect(limiter.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
      expect(await limiter.run(async () => "free")).toBe("free");
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("VTpass adapter behind the limiter", () => {
  test("a pay refused by the limiter was never sent: a certain failure; a requery refused stays unknown", async () => {
    const g = gate();
    const sent: string[] = [];
    const fetch: FetchLike = async (url) => {
      sent.push(String(url));
      await g.opened;
      return new Response(JSON.stringify({ code: "000", content: { transactions: { status: "delivered" } } }));
    };
    const a = createVtpassAdapter({
      baseUrl: "http://vtpass.test/api",
      apiKey: "AK",
      publicKey: "PK",
      secretKey: "SK",
      fetch,
      timeoutMs: 5000,
      limits: { maxInFlight: 1, maxQueued: 0, queueTimeoutMs: 1000 },
    });
    const first = a.pay({ request_id: "202401010000a", serviceID: "mtn", amount: 100, phone: "08011111111" });
    const refused = await a.pay({ request_id: "202401010000b", serviceID: "mtn", amount: 100, phone: "08011111111" });
    expect(refused).toMatchObject({ outcome: "failed", code: null, reason: "not sent: provider queue full" });
    expect((await a.requery("202401010000a")).outcome).toBe("unknown");
    g.open();
    await first;
    expect(sent).toEqual(["http://vtpass.test/api/pay"]);
  });
});
