import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../http/context";
import type { Job } from "../../job";
import type { VtpassSimulatorSettings } from "./vtpass-sandbox-lifecycle";
import { vtpassCatalogueRoutes } from "./vtpass-simulator-catalogue-routes";
import { vtpassPayRoutes } from "./vtpass-simulator-pay-routes";
import { vtpassRequeryRoutes } from "./vtpass-simulator-requery-routes";
import { createSimulatorState } from "./vtpass-simulator-state";
import { vtpassVerifyRoutes } from "./vtpass-simulator-verify-routes";

export type { VtpassSimulatorSettings } from "./vtpass-sandbox-lifecycle";

interface SimulatorHandle {
  settings: VtpassSimulatorSettings;
  /**
   * Finalizes pending transactions older than settleAfterMs, reverses delivered ones of the
   * "reverse" scenario older than reverseAfterMs, and sends their callbacks.
   */
  settle(): Promise<number>;
  /** Waits for callbacks in flight. */
  flush(): Promise<void>;
}

const handles = new WeakMap<AppContext, SimulatorHandle>();

/** The simulator of an app (tests tune it through settings). */
export function vtpassSimulator(ctx: AppContext): SimulatorHandle {
  const h = handles.get(ctx);
  if (!h) throw new Error("The VTpass simulator is not mounted (sandbox mode only).");
  return h;
}

/** Sandbox mode: the simulated VTpass moves its transactions on by the clock (and calls back), like the real one. */
export const vtpassSandboxJob: Job = {
  name: "vtpass-sandbox",
  run: async (ctx) => {
    await handles.get(ctx)?.settle();
  },
};

/** The VTpass sandbox API (mounted at /sandbox/vtpass/api in sandbox mode): one plugin per resource over one shared state. */
export const vtpassSimulatorRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const sim = createSimulatorState(app);
  handles.set(app.ctx, { settings: sim.settings, settle: sim.settle, flush: sim.flush });
  app.addHook("onClose", async () => {
    for (const release of sim.hangs) release();
    await sim.close();
  });

  // A slow provider for the bench (VTPASS_SIM_DELAY_MS): every answer waits first, nothing else changes.
  const delayMs = app.ctx.config.VTPASS_SIM_DELAY_MS;
  if (delayMs > 0) app.addHook("onRequest", (_req, _reply, done) => void setTimeout(done, delayMs));

  await app.register(vtpassCatalogueRoutes, { sim });
  await app.register(vtpassVerifyRoutes, { sim });
  await app.register(vtpassPayRoutes, { sim });
  await app.register(vtpassRequeryRoutes, { sim });
};
