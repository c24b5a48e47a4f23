import type { Db } from "../db/client";
import type { Tx } from "../wallet/ledger";

export interface ReadSnapshot {
  /** Every read through it sees the database as it was at the first one (REPEATABLE READ). */
  tx: Tx;
  /** Ends the transaction; safe to call more than once. */
  release(): Promise<void>;
}

/**
 * A read-only REPEATABLE READ transaction held open for as long as a streamed answer is written:
 * the batches of a long statement then all read one snapshot, in which the wallet's stored balance
 * is exactly the sum of its visible entries (postJournal writes both in one transaction), however
 * many purchases commit meanwhile. On PGlite (one connection) other queries wait until release.
 */
export async function openReadSnapshot(db: Db): Promise<ReadSnapshot> {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let ready!: (tx: Tx) => void;
  let failed!: (err: unknown) => void;
  const opened = new Promise<Tx>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  const done = db
    .transaction(
      async (tx) => {
        ready(tx as unknown as Tx);
        await finished;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    )
    .catch((err) => failed(err));
  const tx = await opened;
  return {
    tx,
    release: async () => {
      finish();
      await done;
    },
  };
}
