import { limiterFor, type RateLimit } from "../http/rate-limit";

/**
 * Per-customer bound on replays: each sends the event to the partner's URL again (and a replay of a
 * given-up delivery retries it for 24 h). Ample for a partner fixing a receiver; a loop stops here.
 */
export const WEBHOOK_LIMITS = {
  replay: { limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/** Lets the replay through under its limit; else 429 with Retry-After. */
export const limitWebhookAction = limiterFor("webhooks", WEBHOOK_LIMITS);
