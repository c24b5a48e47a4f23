/**
 * A counting gate in front of the database pool for one class of work (purchases): at most
 * `capacity` connections held by that class at once, the rest waiting their turn. The pool is
 * larger than the gate, so the connections the gate never hands out stay free for everything else
 * (a customer's reads, sign-in, webhooks, jobs): those never queue behind a storm of purchases.
 *
 * Two queues, each first come, first served: a purchase that has already been admitted once (its
 * next step, e.g. the settlement after the provider answered) goes before one not yet started.
 * Finishing the purchases under way first keeps the number of debited-but-unsettled purchases, and
 * each customer's wait, as small as the gate allows; new purchases still go in the order they came.
 *
 * No bound and no deadline here: a purchase already debited must always be able to settle. The
 * bound on new purchases is taken before they start (server/http/purchase-lane-hook.ts).
 */
export interface AdmissionGate {
  /** Resolves with the slot's release (idempotent) once a slot is free. */
  acquire(continuing: boolean): Promise<() => void>;
  stats(): GateStats;
}

export interface GateStats {
  capacity: number;
  held: number;
  waitingNew: number;
  waitingContinuing: number;
}

export function createAdmissionGate(capacity: number): AdmissionGate {
  if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`admission gate capacity must be >= 1: ${capacity}`);
  let held = 0;
  const continuing: (() => void)[] = [];
  const fresh: (() => void)[] = [];

  const slot = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = continuing.shift() ?? fresh.shift();
      if (next)
        next(); // the slot passes straight to the next waiter: `held` is unchanged
      else held--;
    };
  };

  return {
    acquire(isContinuing) {
      if (held < capacity) {
        held++;
        return Promise.resolve(slot());
      }
      return new Promise((resolve) => (isContinuing ? continuing : fresh).push(() => resolve(slot())));
    },
    stats: () => ({ capacity, held, waitingNew: fresh.length, waitingContinuing: continuing.length }),
  };
}
