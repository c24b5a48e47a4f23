import type { Log } from "./accounts/logger";
import type { AppContext } from "./http/context";

/** A background job: claims its own rows (FOR UPDATE SKIP LOCKED) so several instances may run it. */
export interface Job {
  name: string;
  run(ctx: AppContext, log?: Log): Promise<void>;
}
