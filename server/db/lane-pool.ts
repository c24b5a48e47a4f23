import { Pool, type PoolClient, type PoolConfig } from "pg";
import { createAdmissionGate, type AdmissionGate } from "./admission-gate";
import { purchaseSlots } from "./pool-size";
import { currentLaneWork, type LaneWork } from "./purchase-lane";

type ConnectCallback = (
  err: Error | undefined,
  client: PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * pg's pool with the purchases' gate in front of it (issue 21, point 2). pg hands out connections
 * first come, first served: with 1,000 purchases in flight its wait queue is hundreds of queries
 * long, and a customer's read waits behind all of them. Here a connection asked for by purchase
 * work (purchase-lane.ts) first takes one of the gate's `size - reserved` slots, so purchases never
 * hold more than that many connections and never crowd the pool's own queue: at least `reserved`
 * connections are always left to everything else, which takes them directly.
 *
 * Every query passes here: drizzle's plain queries through `Pool.query` (which calls `connect`),
 * its transactions through `connect`. A purchase that already holds a connection and asks for a
 * second one is not gated again (it would otherwise wait on itself once all slots were taken).
 *
 * The gate is per process: N API instances on one PostgreSQL each keep their own reserve, and the
 * server's max_connections must cover N × size (or a pooler such as PgBouncer in front).
 */
export class LanePool extends Pool {
  readonly gate: AdmissionGate;

  constructor(config: PoolConfig & { max: number }, reserved: number) {
    super(config);
    this.gate = createAdmissionGate(purchaseSlots(config.max, reserved));
  }

  connect(): Promise<PoolClient>;
  connect(callback: ConnectCallback): void;
  connect(callback?: ConnectCallback): Promise<PoolClient> | void {
    const work = currentLaneWork();
    if (!work || work.held > 0) return callback ? super.connect(callback) : super.connect();
    const admitted = this.admit(work);
    if (!callback) return admitted;
    admitted.then(
      (client) => callback(undefined, client, client.release),
      (err: Error) => callback(err, undefined, () => {}),
    );
  }

  private async admit(work: LaneWork): Promise<PoolClient> {
    const free = await this.gate.acquire(work.admitted);
    if (!work.admitted) {
      work.admitted = true;
      work.onFirstAdmission?.();
    }
    let client: PoolClient;
    try {
      client = await super.connect();
    } catch (err) {
      free();
      throw err;
    }
    work.held++;
    // pg sets `release` afresh at every checkout, so this wrapper lives exactly as long as this one.
    const release = client.release.bind(client);
    let released = false;
    client.release = (err?: Error | boolean) => {
      if (!released) {
        released = true;
        work.held--;
        release(err);
        free();
        return;
      }
      release(err); // pg's own error for a second release
    };
    return client;
  }
}
