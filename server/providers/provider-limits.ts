import type { Config } from "../config";
import type { CallLimits } from "./call-limiter";

/** The per-provider bulkhead from the settings (each provider adapter gets its own limiter). */
export const providerLimits = (c: Config): CallLimits => ({
  maxInFlight: c.PROVIDER_MAX_IN_FLIGHT,
  maxQueued: c.PROVIDER_MAX_QUEUED,
  queueTimeoutMs: c.PROVIDER_QUEUE_TIMEOUT_MS,
});
