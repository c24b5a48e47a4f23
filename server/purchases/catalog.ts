import type { AppContext } from "../http/context";
import { AppError } from "../http/errors";
import type { VtpassService, VtpassVariation } from "../providers/vtpass/vtpass-adapter";
import { vtpassFor } from "./vtpass-client";

const TTL_MS = 10 * 60_000;
const caches = new WeakMap<AppContext, Map<string, { at: number; value: unknown }>>();

/** Provider lists change rarely: kept for ten minutes per API instance. */
async function cached<T>(ctx: AppContext, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new Map()));
  const now = ctx.now().getTime();
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  cache.set(key, { at: now, value });
  return value;
}

const unavailable = (message: string) => new AppError(502, message);

export async function servicesOf(ctx: AppContext, identifier: string, failMessage: string): Promise<VtpassService[]> {
  try {
    return await cached(ctx, `services:${identifier}`, () => vtpassFor(ctx).services(identifier));
  } catch {
    throw unavailable(failMessage);
  }
}

export async function variationsOf(
  ctx: AppContext,
  serviceID: string,
  failMessage: string,
): Promise<VtpassVariation[]> {
  try {
    return await cached(ctx, `variations:${serviceID}`, () => vtpassFor(ctx).variations(serviceID));
  } catch {
    throw unavailable(failMessage);
  }
}
