import { createAdmissionGate } from "./admission-gate";

/** Lets every promise callback queued so far run. */
const settle = () => new Promise((r) => setImmediate(r));

describe("purchases' admission gate", () => {
  test("at most `capacity` slots are held; the rest wait and start in order as slots are released", async () => {
    const gate = createAdmissionGate(2);
    const admitted: number[] = [];
    const releases: (() => void)[] = [];
    for (let i = 0; i < 5; i++)
      void gate.acquire(false).then((release) => {
        admitted.push(i);
        releases[i] = release;
      });
    await settle();
    expect(admitted).toEqual([0, 1]);
    expect(gate.stats()).toEqual({ capacity: 2, held: 2, waitingNew: 3, waitingContinuing: 0 });
    releases[1]();
    await settle();
    expect(admitted).toEqual([0, 1, 2]);
    releases[0]();
    releases[2]();
    await settle();
    expect(admitted).toEqual([0, 1, 2, 3, 4]);
    expect(gate.stats().held).toBe(2);
    releases[3]();
    releases[4]();
    expect(gate.stats()).toEqual({ capacity: 2, held: 0, waitingNew: 0, waitingContinuing: 0 });
  });

  test("work already under way goes before work not yet started, each in its own order", async () => {
    const gate = createAdmissionGate(1);
    const first = await gate.acquire(false);
    const order: string[] = [];
    // Each waiter notes its turn and passes the slot on at once.
    const wait = (name: string, continuing: boolean) =>
      gate.acquire(continuing).then((release) => {
        order.push(name);
        release();
      });
    const waiters = [
      wait("new 1", false),
      wait("continuing 1", true),
      wait("new 2", false),
      wait("continuing 2", true),
    ];
    expect(gate.stats()).toMatchObject({ held: 1, waitingNew: 2, waitingContinuing: 2 });
    first();
    await Promise.all(waiters);
    expect(order).toEqual(["continuing 1", "continuing 2", "new 1", "new 2"]);
    expect(gate.stats()).toEqual({ capacity: 1, held: 0, waitingNew: 0, waitingContinuing: 0 });
  });

  test("a release counts once, however often it is called", async () => {
    const gate = createAdmissionGate(1);
    const release = await gate.acquire(false);
    let second = false;
    const next = gate.acquire(false).then((r) => {
      second = true;
      return r;
    });
    release();
    release();
    (await next)();
    expect(second).toBe(true);
    release();
    expect(gate.stats().held).toBe(0);
    // The slot is still there to take, once.
    await gate.acquire(false);
    expect(gate.stats().held).toBe(1);
  });

  test("a gate without a slot is a configuration error", () => {
    expect(() => createAdmissionGate(0)).toThrow(/capacity/);
  });
});
