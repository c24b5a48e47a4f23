import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../http/context";
import { createSandboxLifecycle, type SimRow, type VtpassSimulatorSettings } from "./vtpass-sandbox-lifecycle";
import { zoneOffsetMs } from "./vtpass-outcome";

/** What the VTpass simulator's route plugins share: its settings, its stored transactions and their callbacks. */

export { requeryAnswer, type SimRow } from "./vtpass-sandbox-lifecycle";
export type SimBody = Record<string, unknown>;

export interface SimulatorState {
  ctx: AppContext;
  settings: VtpassSimulatorSettings;
  /** Releases of the timeout scenario's hanging answers (all released when the app closes). */
  hangs: Set<() => void>;
  /** The request carries this merchant's keys: api-key, and public-key (GET) or secret-key (POST). */
  authorized(req: FastifyRequest, method: "GET" | "POST"): boolean;
  /** VTpass's answer to wrong keys. */
  denied(reply: FastifyReply): FastifyReply;
  /** Moves a pending transaction to its final state (once) and sends the callback. */
  finalize(row: SimRow): Promise<SimRow>;
  /** What the simulated VTpass does on its own by the clock (see vtpass-sandbox-lifecycle.ts). */
  settle(): Promise<number>;
  /** Waits for callbacks in flight. */
  flush(): Promise<void>;
  /** Lets the callbacks in flight end (the app is closing). */
  close(): Promise<unknown>;
}

/** The simulator's routes are left out of the API's OpenAPI document. */
export const hidden = { schema: { hide: true } };

export const s = (v: unknown): string | undefined =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : undefined;

export function lagosDateObject(d: Date) {
  const local = new Date(d.getTime() + zoneOffsetMs(d.getTime(), "Africa/Lagos"));
  return {
    date: `${local.toISOString().replace("T", " ").slice(0, 19)}.000000`,
    timezone_type: 3,
    timezone: "Africa/Lagos",
  };
}

export function createSimulatorState(app: FastifyInstance): SimulatorState {
  const ctx = app.ctx;
  const { config } = ctx;
  const life = createSandboxLifecycle(app);
  return {
    ctx,
    settings: life.settings,
    hangs: new Set(),
    authorized: (req, method) =>
      req.headers["api-key"] === config.VTPASS_API_KEY &&
      (method === "GET"
        ? req.headers["public-key"] === config.VTPASS_PUBLIC_KEY
        : req.headers["secret-key"] === config.VTPASS_SECRET_KEY),
    denied: (reply) => reply.send({ code: "087", response_description: "INVALID CREDENTIALS" }),
    finalize: life.finalize,
    settle: life.settle,
    flush: life.flush,
    close: life.close,
  };
}
