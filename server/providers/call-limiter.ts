/**
 * A bulkhead for one provider: at most `maxInFlight` calls at once, up to `maxQueued` more waiting
 * in order, each for at most `queueTimeoutMs`; anything beyond is refused at once, before it is
 * sent. A provider that stops answering then holds a bounded number of sockets (and of waiting
 * promises), never the whole process's.
 *
 * Written here rather than taken from p-limit: p-limit bounds the calls in flight but its queue has
 * neither a size limit nor a deadline, and those two are the point (an outage must not queue
 * unboundedly). The whole mechanism is the few lines below.
 */
export interface CallLimits {
  maxInFlight: number;
  maxQueued: number;
  queueTimeoutMs: number;
}

export class CallRefused extends Error {
  constructor(readonly why: "queue full" | "queue timeout") {
    super(`not sent: provider ${why}`);
  }
}

export interface CallLimiter {
  /** Runs `fn` when a slot is free; throws CallRefused (without calling `fn`) when it cannot. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  stats(): { inFlight: number; queued: number };
}

export function createCallLimiter(limits: CallLimits): CallLimiter {
  let inFlight = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  const release = () => {
    const next = waiting.shift();
    if (!next) {
      inFlight--;
      return;
    }
    clearTimeout(next.timer);
    next.start(); // the slot passes straight to the next caller
  };

  const slot = (): Promise<void> => {
    if (inFlight < limits.maxInFlight) {
      inFlight++;
      return Promise.resolve();
    }
    if (waiting.length >= limits.maxQueued) return Promise.reject(new CallRefused("queue full"));
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new CallRefused("queue timeout"));
        }, limits.queueTimeoutMs),
      };
      waiting.push(entry);
    });
  };

  return {
    async run(fn) {
      await slot();
      try {
        return await fn();
      } finally {
        release();
      }
    },
    stats: () => ({ inFlight, queued: waiting.length }),
  };
}
