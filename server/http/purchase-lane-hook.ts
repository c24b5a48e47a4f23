import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { newLaneWork, runInPurchaseLane } from "../db/purchase-lane";
import { AppError } from "./errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** "purchase": the request's database work goes through the purchases' gate (server/db/lane-pool.ts). */
    dbLane?: "purchase";
  }
}

/** Spread into a purchase route's options (`...purchaseLane`): its database work is purchase work. */
export const purchaseLane = { config: { dbLane: "purchase" as const } };

export const PURCHASE_QUEUE_FULL_MESSAGE = "We are handling a lot of payments right now. Please try again in a moment.";
/** Seconds a refused purchase is told to wait (the queue drains at the database's pace, not the provider's). */
const RETRY_AFTER_SECONDS = 5;

/**
 * Runs every purchase route's request as purchase work, from its authentication (the route's own
 * onRequest, after this one) to its handler: everything the rest of the request does starts inside
 * `runInPurchaseLane` (purchase-lane-hook.test.ts checks it over real HTTP, a JSON body included).
 *
 * The bound: at most `maxQueued` purchases of this process not yet admitted to their first database
 * step. One more is refused at once with 503 and Retry-After, before anything is read or debited;
 * the same request_id sent again later is safe. A purchase once admitted is never refused: its
 * later steps (the settlement) wait without a deadline, first in line.
 */
export function installPurchaseLane(app: FastifyInstance, maxQueued: number) {
  let waitingToStart = 0;

  app.addHook("onRequest", (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (req.routeOptions.config?.dbLane !== "purchase") return done();
    if (waitingToStart >= maxQueued) {
      return done(
        new AppError(503, PURCHASE_QUEUE_FULL_MESSAGE, undefined, { "retry-after": String(RETRY_AFTER_SECONDS) }),
      );
    }
    waitingToStart++;
    let counted = true;
    const started = () => {
      if (!counted) return;
      counted = false;
      waitingToStart--;
    };
    // A request that ends before its first database step (a bad token, a closed socket) leaves the count too.
    reply.raw.once("close", started);
    const work = newLaneWork(started);
    runInPurchaseLane(work, done);
  });
}
