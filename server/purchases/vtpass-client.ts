import type { FastifyInstance } from "fastify";
import type { AppContext } from "../http/context";
import { inProcessFetch, type FetchLike } from "../providers/in-process-fetch";
import { providerLimits } from "../providers/provider-limits";
import { createVtpassAdapter, type VtpassAdapter } from "../providers/vtpass/vtpass-adapter";

const adapters = new WeakMap<AppContext, VtpassAdapter>();
const transports = new WeakMap<AppContext, FetchLike>();

/** Sets how this app reaches VTpass (tests wrap it to inject faults). */
export function setVtpassTransport(ctx: AppContext, fetch: FetchLike) {
  transports.set(ctx, fetch);
  adapters.delete(ctx);
}

/** In sandbox mode the simulator mounted in this very API is reached in-process. */
export function installDefaultVtpassTransport(app: FastifyInstance) {
  const { ctx } = app;
  const own = `${ctx.config.apiPublicUrl}/`;
  if (!transports.has(ctx) && ctx.config.sandbox && ctx.config.vtpassBaseUrl.startsWith(own)) {
    setVtpassTransport(ctx, inProcessFetch(app, ctx.config.apiPublicUrl));
  }
}

/** The VTpass adapter of an app, configured from its settings. */
export function vtpassFor(ctx: AppContext): VtpassAdapter {
  let a = adapters.get(ctx);
  if (!a) {
    a = createVtpassAdapter({
      baseUrl: ctx.config.vtpassBaseUrl,
      apiKey: ctx.config.VTPASS_API_KEY,
      publicKey: ctx.config.VTPASS_PUBLIC_KEY,
      secretKey: ctx.config.VTPASS_SECRET_KEY,
      fetch: transports.get(ctx),
      timeoutMs: ctx.config.VTPASS_TIMEOUT_MS,
      limits: providerLimits(ctx.config),
      now: ctx.now,
    });
    adapters.set(ctx, a);
  }
  return a;
}
