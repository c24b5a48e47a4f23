import { providerLimits } from "../provider-limits";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { inProcessFetch, type FetchLike } from "../in-process-fetch";
import { createMonnifyAdapter, type MonnifyAdapter } from "./monnify-adapter";

/** How a signed webhook leaves the simulator. Tests replace it to capture or replay deliveries. */
export type DeliverWebhook = (delivery: {
  url: string;
  body: string;
  signature: string;
}) => Promise<{ status: number }>;

export interface MonnifyTransport {
  fetch: FetchLike;
  deliverWebhook: DeliverWebhook;
  /** Default per-call timeout of the adapter. */
  timeoutMs: number;
  /** Timeout of the reservation attempted inline while the customer waits (email verification, refresh). */
  inlineTimeoutMs: number;
}

const apps = new WeakMap<AppContext, FastifyInstance>();
const overrides = new WeakMap<AppContext, Partial<MonnifyTransport>>();
const adapters = new WeakMap<AppContext, MonnifyAdapter>();

/** Called by the simulator plugin: requests to our own public URL are then served in-process. */
export function registerInProcessApi(ctx: AppContext, app: FastifyInstance) {
  apps.set(ctx, app);
  adapters.delete(ctx);
}

/** Tests: replace parts of the transport (fetch, webhook delivery, timeouts). */
export function setMonnifyTransport(ctx: AppContext, transport: Partial<MonnifyTransport>) {
  overrides.set(ctx, { ...overrides.get(ctx), ...transport });
  adapters.delete(ctx);
}

export function monnifyTransport(ctx: AppContext): MonnifyTransport {
  const app = apps.get(ctx);
  const fetchFn: FetchLike = app ? inProcessFetch(app, ctx.config.apiPublicUrl) : (url, init) => fetch(url, init);
  const base: MonnifyTransport = {
    fetch: fetchFn,
    deliverWebhook: async ({ url, body, signature }) => {
      const res = await fetchFn(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "monnify-signature": signature },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      await res.text();
      return { status: res.status };
    },
    timeoutMs: 15_000,
    inlineTimeoutMs: 5_000,
  };
  return { ...base, ...overrides.get(ctx) };
}

/** The Monnify adapter of this API instance (one per context, so the login token is shared). */
export function monnifyAdapter(ctx: AppContext): MonnifyAdapter {
  let adapter = adapters.get(ctx);
  if (!adapter) {
    const t = monnifyTransport(ctx);
    adapter = createMonnifyAdapter({
      baseUrl: ctx.config.monnifyBaseUrl,
      apiKey: ctx.config.MONNIFY_API_KEY,
      secretKey: ctx.config.MONNIFY_SECRET_KEY,
      contractCode: ctx.config.MONNIFY_CONTRACT_CODE,
      fetch: t.fetch,
      now: ctx.now,
      timeoutMs: t.timeoutMs,
      limits: providerLimits(ctx.config),
    });
    adapters.set(ctx, adapter);
  }
  return adapter;
}
