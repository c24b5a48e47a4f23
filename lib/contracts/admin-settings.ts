import { z } from "zod";
import { successStatus } from "./common";
import { SERVICE_KEYS } from "../purchases/service-catalog";

/** One purchase service's cashback rate: the admin's setting, else the built-in default. */
export const cashbackRateSchema = z.object({
  service: z.enum(SERVICE_KEYS),
  label: z.string(),
  rate_percent: z.number().describe("Percent of the purchase amount, e.g. 2 or 0.5."),
  rate_bp: z.number().int().describe("The same rate in basis points (100 = 1%)."),
  is_default: z.boolean().describe("True when no rate was set and the built-in default applies."),
  updated_at: z.string().nullable(),
});
export type CashbackRate = z.infer<typeof cashbackRateSchema>;

/** GET /admin/settings/cashback-rates. */
export const adminCashbackRatesResponse = z.object({ status: successStatus, rates: z.array(cashbackRateSchema) });
/** PUT /admin/settings/cashback-rates: every rate after the change. */
export const adminCashbackRateSavedResponse = z.object({
  status: successStatus,
  message: z.string(),
  rates: z.array(cashbackRateSchema),
});

/** Whether customers may buy a purchase service now. */
export const serviceSwitchSchema = z.object({
  service: z.enum(SERVICE_KEYS),
  label: z.string(),
  enabled: z.boolean(),
  updated_at: z.string().nullable(),
});
export type ServiceSwitch = z.infer<typeof serviceSwitchSchema>;

/** GET /admin/settings/services. */
export const adminServiceSwitchesResponse = z.object({
  status: successStatus,
  services: z.array(serviceSwitchSchema),
});
/** PUT /admin/settings/services: every service after the change. */
export const adminServiceSwitchSavedResponse = z.object({
  status: successStatus,
  message: z.string(),
  services: z.array(serviceSwitchSchema),
});

/** How the providers are configured: mode, base URLs, which keys are set. Never a secret. */
export const providerConfigSchema = z.object({
  mode: z.enum(["sandbox", "live"]),
  database: z.enum(["pglite", "postgres"]),
  mail: z.enum(["smtp", "sandbox outbox"]),
  providers: z.array(
    z.object({
      name: z.string(),
      base_url: z.string(),
      simulated: z.boolean().describe("True when the base URL is this API's own sandbox simulator."),
      settings: z.array(z.object({ name: z.string(), value: z.string() })).describe("Non-secret settings."),
      keys: z
        .array(z.object({ name: z.string(), state: z.enum(["set", "not set", "sandbox default"]) }))
        .describe("Secrets: only whether they are set, never their value."),
    }),
  ),
});
export type ProviderConfig = z.infer<typeof providerConfigSchema>;

/** GET /admin/settings/providers. */
export const adminProviderConfigResponse = z.object({ status: successStatus, config: providerConfigSchema });
