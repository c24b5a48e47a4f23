import { z } from "zod";
import { successStatus } from "./common";
import { SERVICE_KEYS } from "../purchases/service-catalog";

/**
 * The provider told us our own account cannot be used (VTpass 018 low wallet balance, 021 locked,
 * 022 suspended, 023 no API access, 024 inactive, 027 IP not whitelisted, 028 product not
 * whitelisted, 034/035 service suspended or inactive, 087 bad credentials): purchases meeting it
 * were refunded at once; the account needs an admin. One open alert per provider and code.
 */
export const providerAlertSchema = z.object({
  id: z.string(),
  provider: z.string(),
  code: z.string(),
  message: z.string().describe("The provider's own words."),
  occurrences: z.number().int().describe("Purchases that met it since it opened."),
  last_reference: z.string().nullable().describe("The purchase that met it last."),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
});
export type ProviderAlert = z.infer<typeof providerAlertSchema>;

/** GET /admin/provider-alerts: the open alerts, most recently seen first. */
export const adminProviderAlertsResponse = z.object({ status: successStatus, alerts: z.array(providerAlertSchema) });

/** POST /admin/provider-alerts/:id/resolve. */
export const adminResolveAlertResponse = z.object({
  status: successStatus,
  message: z.string(),
  changed: z.boolean().describe("False when it was already resolved (a second press)."),
});

/**
 * A purchase service's circuit breaker: open after a run of VTpass calls that went unanswered
 * (new purchases refused up front), half_open while one trial purchase decides, closed otherwise.
 */
export const providerBreakerSchema = z.object({
  service: z.enum(SERVICE_KEYS),
  label: z.string(),
  state: z.enum(["closed", "open", "half_open"]),
  refusing: z.boolean().describe("New purchases of this service are refused right now."),
  failures: z.number().int().describe("Unanswered calls in the current run (while closed)."),
  opened_at: z.string().nullable().describe("When it last opened (kept after it closes)."),
  reason: z.string().nullable().describe("Why it last opened."),
  trial_at: z.string().nullable().describe("When the half-open trial purchase was let through."),
});
export type ProviderBreaker = z.infer<typeof providerBreakerSchema>;

/** GET /admin/provider-breakers: every purchase service's breaker, in the catalogue's order. */
export const adminProviderBreakersResponse = z.object({
  status: successStatus,
  breakers: z.array(providerBreakerSchema),
});
