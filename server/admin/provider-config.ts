import type { Config } from "../config";
import type { ProviderConfig } from "../../lib/contracts/admin-settings";

type KeyState = ProviderConfig["providers"][number]["keys"][number];

/** Defaults loadConfig gives the secrets in sandbox mode (config.ts); never sent anywhere. */
const SANDBOX_DEFAULTS: Record<string, string> = {
  MONNIFY_API_KEY: "MK_TEST_SANDBOX",
  MONNIFY_SECRET_KEY: "sandbox-secret-not-for-production",
  VTPASS_API_KEY: "vtpass-sandbox-api-key",
  VTPASS_PUBLIC_KEY: "PK_sandbox",
  VTPASS_SECRET_KEY: "SK_sandbox",
};

function key(config: Config, name: keyof typeof SANDBOX_DEFAULTS & keyof Config): KeyState {
  const v = config[name];
  const state =
    typeof v !== "string" || v === "" ? "not set" : v === SANDBOX_DEFAULTS[name] ? "sandbox default" : "set";
  return { name, state };
}

/** A read-only view of how the providers are configured: mode, base URLs, which keys are set. No secrets. */
export function providerConfig(config: Config, dbKind: "pglite" | "postgres"): ProviderConfig {
  const own = `${config.apiPublicUrl}/sandbox/`;
  return {
    mode: config.sandbox ? "sandbox" : "live",
    database: dbKind,
    mail: config.SMTP_URL ? "smtp" : "sandbox outbox",
    providers: [
      {
        name: "Monnify",
        base_url: config.monnifyBaseUrl,
        simulated: config.monnifyBaseUrl.startsWith(own),
        settings: [{ name: "Contract code", value: config.MONNIFY_CONTRACT_CODE }],
        keys: [key(config, "MONNIFY_API_KEY"), key(config, "MONNIFY_SECRET_KEY")],
      },
      {
        name: "VTpass",
        base_url: config.vtpassBaseUrl,
        simulated: config.vtpassBaseUrl.startsWith(own),
        settings: [{ name: "Timeout", value: `${config.VTPASS_TIMEOUT_MS / 1000} s` }],
        keys: [key(config, "VTPASS_API_KEY"), key(config, "VTPASS_PUBLIC_KEY"), key(config, "VTPASS_SECRET_KEY")],
      },
    ],
  };
}
