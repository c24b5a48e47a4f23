import { createHash } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_POOL_RESERVED, DEFAULT_POOL_SIZE } from "./db/pool-size";

const SANDBOX_SECRET = "sandbox-secret-not-for-production";
const SANDBOX_DATA_KEY = "sandbox-data-encryption-key-not-for-production";
/** Sandbox web-push keys (public in this repository: never for production; see README, Notifications). */
const SANDBOX_VAPID_PUBLIC = "BMKWwpMAXiJfZ2Rg5DZeL8_9y2IpIv90spxaRE1tpKLzSrxwHGcsIw3cflDAKLlXNWzYeNN8pkpmmBmwG_2vpaI";
const SANDBOX_VAPID_PRIVATE = "FAfNwkSmwyU9NJz3ODbYVMCmFPCAkPuwrNf0iF5luAw";

const envSchema = z.object({
  APP_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  API_HOST: z.string().default("127.0.0.1"),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** Where the API itself is reachable; the sandbox simulators and their webhooks use it. */
  API_PUBLIC_URL: z.url().optional(),
  WEB_PUBLIC_URL: z.url().default("http://localhost:3000"),
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().default(".data/pglite"),
  /** PostgreSQL connections per API process (server/db/lane-pool.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(DEFAULT_POOL_SIZE),
  /**
   * Connections of that pool purchases never hold: a storm of purchases (a slow provider) leaves
   * these to a customer's reads, sign-in, webhooks and jobs. Purchases get the rest (at least one).
   * 0 turns the gate off: pg's pool alone, first come first served (the bench's comparison).
   */
  DATABASE_POOL_RESERVED: z.coerce.number().int().min(0).max(999).default(DEFAULT_POOL_RESERVED),
  /**
   * Purchases per API process waiting for their first database step; one more is answered 503
   * before anything is read or debited (its request_id makes the retry safe).
   */
  PURCHASE_QUEUE_MAX: z.coerce.number().int().min(1).max(100000).default(2000),
  /**
   * The partner API's test mode keeps its money in a database of its own (server/partner/test-mode.ts):
   * PostgreSQL at this URL, else (sandbox only) an embedded PGlite at TEST_MODE_PGLITE_DIR
   * ("memory://" for one in memory). Production without it has no test mode.
   */
  TEST_MODE_DATABASE_URL: z.string().optional(),
  TEST_MODE_PGLITE_DIR: z.string().optional(),
  /** Partner API calls one key may make per minute (429 with Retry-After past it). */
  PARTNER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(120),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.string().default("127.0.0.1,::1,::ffff:127.0.0.1"),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(120),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Naira Wallet <no-reply@nairawallet.local>"),
  SUPPORT_EMAIL: z.email().default("support@nairawallet.ng"),
  MONNIFY_BASE_URL: z.url().optional(),
  MONNIFY_API_KEY: z.string().default("MK_TEST_SANDBOX"),
  MONNIFY_SECRET_KEY: z.string().default(SANDBOX_SECRET),
  MONNIFY_CONTRACT_CODE: z.string().default("7059707855"),
  VTPASS_BASE_URL: z.url().optional(),
  VTPASS_API_KEY: z.string().default("vtpass-sandbox-api-key"),
  VTPASS_PUBLIC_KEY: z.string().default("PK_sandbox"),
  VTPASS_SECRET_KEY: z.string().default("SK_sandbox"),
  /** How long a VTpass call may take before its outcome counts as unknown (then re-queried). */
  VTPASS_TIMEOUT_MS: z.coerce.number().int().min(50).max(120000).default(30000),
  /** Sandbox only: every answer of the VTpass simulator waits this long first (a slow provider, for the bench). */
  VTPASS_SIM_DELAY_MS: z.coerce.number().int().min(0).max(120000).default(0),
  /** Calls to one provider in flight at once; the rest wait in a bounded queue (sockets stay bounded in an outage). */
  PROVIDER_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10000).default(256),
  /** Calls waiting for a slot per provider; one more is refused at once (not sent, so never charged). */
  PROVIDER_MAX_QUEUED: z.coerce.number().int().min(0).max(100000).default(2000),
  /** How long a call may wait for a slot before it is given up unsent. */
  PROVIDER_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(10).max(120000).default(20000),
  /** Breaker: this many timeouts or network failures of one service within the window open it. */
  BREAKER_FAILURES: z.coerce.number().int().min(1).max(10000).default(5),
  BREAKER_WINDOW_MS: z.coerce.number().int().min(1000).max(3600000).default(60000),
  /** Breaker: how long it stays open before one trial purchase (half-open) decides. */
  BREAKER_COOLDOWN_MS: z.coerce.number().int().min(100).max(3600000).default(30000),
  /** Background jobs (virtual account retry, purchase re-query). Tests drive them by hand. */
  JOBS_ENABLED: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  JOB_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
  /** How long a customer's webhook endpoint may take to answer one delivery before it counts as failed (retried). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(50).max(60000).default(10000),
  DEMO_ADMIN_EMAIL: z.email().default("admin@nairawallet.ng"),
  DEMO_ADMIN_PASSWORD: z.string().default("Admin12345!"),
  /** Encrypts sensitive fields at rest (BVN/NIN). 32+ characters; changing it makes stored values unreadable. */
  DATA_ENCRYPTION_KEY: z.string().min(1).default(SANDBOX_DATA_KEY),
  /**
   * Keys the transaction PINs' hash (server/security/pin-hash.ts). 32+ characters, kept out of the
   * database; changing it makes every stored PIN fail. Sandbox default: derived from DATA_ENCRYPTION_KEY.
   */
  PIN_PEPPER: z.string().optional(),
  /** Web push (VAPID) keys, `npx web-push generate-vapid-keys`; unset in production = push off. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who push services may contact about this sender: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, "must start with mailto: or https:")
    .default("mailto:support@nairawallet.ng"),
});

export type Config = z.infer<typeof envSchema> & {
  apiPublicUrl: string;
  monnifyBaseUrl: string;
  vtpassBaseUrl: string;
  sandbox: boolean;
  /** PIN_PEPPER, or (sandbox only) one derived from DATA_ENCRYPTION_KEY. */
  pinPepper: string;
  /** Web push's VAPID keys, or null when push is off (production without keys). */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
};

export class ConfigError extends Error {}

/** Reads and checks the environment. In production a missing or weak setting stops the start. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  // Two databases in one folder would each write over the other (server/db/pglite-lock.ts).
  if (sharesLiveFolder(c))
    throw new ConfigError(
      "Invalid configuration:\n  TEST_MODE_PGLITE_DIR: must be a folder of its own, not PGLITE_DIR.",
    );
  const apiPublicUrl = (c.API_PUBLIC_URL ?? `http://127.0.0.1:${c.API_PORT}`).replace(/\/$/, "");
  const config: Config = {
    ...c,
    apiPublicUrl,
    monnifyBaseUrl: (c.MONNIFY_BASE_URL ?? `${apiPublicUrl}/sandbox/monnify`).replace(/\/$/, ""),
    vtpassBaseUrl: (c.VTPASS_BASE_URL ?? `${apiPublicUrl}/sandbox/vtpass/api`).replace(/\/$/, ""),
    sandbox: c.APP_ENV === "sandbox",
    pinPepper: c.PIN_PEPPER || createHash("sha256").update(`pin-pepper:${c.DATA_ENCRYPTION_KEY}`).digest("base64"),
    vapid: vapidOf(c),
  };
  if (!config.sandbox) assertProductionReady(config, env);
  return config;
}

/** Test mode's embedded database set to the live one's folder (the live one on PGlite). */
function sharesLiveFolder(c: z.infer<typeof envSchema>): boolean {
  const dir = c.TEST_MODE_PGLITE_DIR;
  if (!dir || dir === "memory://" || c.DATABASE_URL || c.TEST_MODE_DATABASE_URL) return false;
  return path.resolve(dir) === path.resolve(c.PGLITE_DIR);
}

function vapidOf(c: z.infer<typeof envSchema>): Config["vapid"] {
  if (c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY)
    return { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY, subject: c.VAPID_SUBJECT };
  if (c.APP_ENV === "sandbox")
    return { publicKey: SANDBOX_VAPID_PUBLIC, privateKey: SANDBOX_VAPID_PRIVATE, subject: c.VAPID_SUBJECT };
  return null;
}

/** The providers' sandbox hosts: a production base URL on one of them (or below it) moves no real money. */
const SANDBOX_HOSTS = ["sandbox.vtpass.com", "sandbox.monnify.com"];

/**
 * A base URL that is not the live provider: one of our simulators (path /sandbox/) or a provider's
 * sandbox host, compared by hostname (case, a trailing dot and subdomains included), never by substring.
 */
export function pointsAtSandbox(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return true;
  }
  const host = parsed.hostname.toLowerCase().replace(/\.$/, "");
  if (SANDBOX_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) return true;
  return parsed.pathname.split("/").includes("sandbox");
}

function assertProductionReady(c: Config, env: Record<string, string | undefined>) {
  const problems: string[] = [];
  if (!c.DATABASE_URL) problems.push("DATABASE_URL is required in production (PostgreSQL).");
  if (c.TEST_MODE_DATABASE_URL && c.TEST_MODE_DATABASE_URL === c.DATABASE_URL)
    problems.push("TEST_MODE_DATABASE_URL must be a database of its own, not DATABASE_URL.");
  if (!c.SMTP_URL) problems.push("SMTP_URL is required in production (the sandbox outbox is off).");
  if (!env.MONNIFY_BASE_URL || pointsAtSandbox(c.monnifyBaseUrl))
    problems.push("MONNIFY_BASE_URL must point at live Monnify in production (not a sandbox or the simulator).");
  if (!env.VTPASS_BASE_URL || pointsAtSandbox(c.vtpassBaseUrl))
    problems.push("VTPASS_BASE_URL must point at live VTpass in production (not a sandbox or the simulator).");
  for (const key of [
    "MONNIFY_API_KEY",
    "MONNIFY_SECRET_KEY",
    "VTPASS_API_KEY",
    "VTPASS_SECRET_KEY",
    "VTPASS_PUBLIC_KEY",
  ] as const) {
    const v = env[key];
    if (!v || v.length < 16 || v === SANDBOX_SECRET)
      problems.push(`${key} must be set to the provider's live key (16+ characters).`);
  }
  if (!env.DATA_ENCRYPTION_KEY || env.DATA_ENCRYPTION_KEY.length < 32 || env.DATA_ENCRYPTION_KEY === SANDBOX_DATA_KEY)
    problems.push("DATA_ENCRYPTION_KEY must be set to 32+ random characters in production (openssl rand -base64 48).");
  if (!env.PIN_PEPPER || env.PIN_PEPPER.length < 32 || env.PIN_PEPPER === env.DATA_ENCRYPTION_KEY)
    problems.push(
      "PIN_PEPPER must be set to 32+ random characters in production, not DATA_ENCRYPTION_KEY (openssl rand -base64 48).",
    );
  if (env.VAPID_PRIVATE_KEY === SANDBOX_VAPID_PRIVATE)
    problems.push("VAPID_PRIVATE_KEY must not be the sandbox key in production (npx web-push generate-vapid-keys).");
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    problems.push("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither (push off).");
  if (!env.DEMO_ADMIN_PASSWORD) {
    // no demo admin in production; admins are created with `npm run admin:create`
  }
  if (problems.length) throw new ConfigError(`Refusing to start in production:\n  ${problems.join("\n  ")}`);
}
