import type { Db } from "../db/client";

/** A transaction handle of the shared query builder. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
