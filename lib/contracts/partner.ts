import { z } from "zod";
import { formatNaira } from "../money";
import { successStatus } from "./common";
import { nairaField } from "./purchases";
import { isPrintableLine, notPrintableMessage } from "./printable-text";

/**
 * Partner API keys (dashboard: /api/api-keys) and the partner API's own answers (/v1). Rules:
 * server/partner. The purchases' bodies and answers are the product's own (purchase-requests.ts,
 * purchases.ts) without the PIN: the key is the approval.
 */

export const API_KEY_MODES = ["live", "test"] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** Keys a customer may hold at once (revoked ones do not count). */
export const MAX_ACTIVE_KEYS = 10;
/** Entries of a key's allow-list. */
export const MAX_ALLOWED_IPS = 20;
/** The most one test top-up adds, and the most a test balance may hold (naira). */
export const TEST_TOPUP_MAX_NAIRA = 1_000_000;
export const TEST_BALANCE_MAX_NAIRA = 10_000_000;

export const PARTNER_MSG = {
  nameRequired: "Give the key a name.",
  nameNotPrintable: notPrintableMessage("The name"),
  modeRequired: "Choose live or test.",
  ipInvalid: (v: string) => `${v} is not an IP address or CIDR range.`,
  tooManyIps: `At most ${MAX_ALLOWED_IPS} addresses.`,
  tooManyKeys: `You can have at most ${MAX_ACTIVE_KEYS} active keys. Revoke one first.`,
  notAllowed: "API keys are for resellers. Upgrade to Reseller on Make Money (and verify your email) first.",
  keyNotFound: "API key not found.",
  keyInvalid: "Invalid or revoked API key.",
  keyMissing: "Send your API key in the Authorization header: Authorization: Bearer <your key>.",
  ipRefused: "This API key may not be used from this address.",
  testModeOff: "Test mode is not available on this server.",
  topupAmountRequired: "Amount is required.",
  topupAmount: `Amount must be between ₦1.00 and ${formatNaira(TEST_TOPUP_MAX_NAIRA)}.`,
  testBalanceCap: `A test balance holds at most ${formatNaira(TEST_BALANCE_MAX_NAIRA)}.`,
  transactionNotFound: "Transaction not found.",
} as const;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** 4 or 6 for an IP address, else 0 (no node:net: the dashboard's form checks it too). */
export function ipFamily(v: string): 0 | 4 | 6 {
  if (IPV4.test(v)) return 4;
  if (!v.includes(":") || !/^[0-9a-fA-F:.]+$/.test(v)) return 0;
  try {
    return new URL(`http://[${v}]/`).hostname.length > 2 ? 6 : 0;
  } catch {
    return 0;
  }
}

/** One allow-list entry: an IPv4/IPv6 address, or a CIDR range of one. */
const allowedIp = z
  .string()
  .trim()
  .max(50)
  .superRefine((v, ctx) => {
    const [addr, bits, extra] = v.split("/");
    const family = ipFamily(addr ?? "");
    const okBits =
      bits === undefined ||
      (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32) && extra === undefined);
    if (!family || !okBits) ctx.addIssue({ code: "custom", message: PARTNER_MSG.ipInvalid(v) });
  });

export const createApiKeySchema = z.object({
  name: z
    .string({ error: PARTNER_MSG.nameRequired })
    .trim()
    .min(1, PARTNER_MSG.nameRequired)
    .max(60, "At most 60 characters.")
    .refine(isPrintableLine, PARTNER_MSG.nameNotPrintable),
  mode: z.enum(API_KEY_MODES, { error: PARTNER_MSG.modeRequired }),
  allowed_ips: z.array(allowedIp).max(MAX_ALLOWED_IPS, PARTNER_MSG.tooManyIps).default([]),
  pin: z.string({ error: "Enter your transaction PIN." }).regex(/^\d{4}$/, "Your PIN is 4 digits."),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const apiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(API_KEY_MODES),
  /** The first characters of the key, e.g. nw_test_AbCd (the rest is never shown again). */
  prefix: z.string(),
  allowed_ips: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const apiKeysResponse = z.object({
  status: successStatus,
  keys: z.array(apiKeyView),
  /** Whether this customer may create keys now (canUsePartnerApi). */
  can_create: z.boolean(),
  test_mode_available: z.boolean(),
});

/** The one answer that carries the whole key: shown once. */
export const apiKeyCreatedResponse = z.object({
  status: successStatus,
  message: z.string(),
  key: z.string(),
  api_key: apiKeyView,
});

export const testBalanceResponse = z.object({ status: successStatus, balance: z.number() });

export const testTopupSchema = z.object({
  amount: nairaField({
    min: [1, PARTNER_MSG.topupAmount],
    max: [TEST_TOPUP_MAX_NAIRA, PARTNER_MSG.topupAmount],
    messages: { required: PARTNER_MSG.topupAmountRequired, invalid: PARTNER_MSG.topupAmount },
  }),
});

export const testTopupResponse = z.object({ status: successStatus, message: z.string(), balance: z.number() });

/** GET /v1/balance. */
export const partnerBalanceResponse = z.object({
  status: successStatus,
  mode: z.enum(API_KEY_MODES),
  balance: z.number(),
  currency: z.literal("NGN"),
});

/** The partner's price level (read live on every call, in test mode too). */
const partnerLevel = z.object({ code: z.string(), name: z.string() });

/**
 * GET /v1/services: the five services, whether they can be bought now, their providers, and the
 * partner's level with its percentage off each service.
 */
export const partnerServicesResponse = z.object({
  status: successStatus,
  level: partnerLevel,
  services: z.array(
    z.object({
      service: z.string(),
      name: z.string(),
      available: z.boolean(),
      message: z.string().nullable(),
      discount_percent: z.number().describe("Percent off the list price at the partner's level (0 when none)."),
      providers: z.array(z.object({ serviceID: z.string(), name: z.string() })),
    }),
  ),
});

/**
 * GET /v1/services/{serviceID}/variations: plans, bouquets or exam variations with their list price
 * and the partner's price at their level (what a purchase of it is debited).
 */
export const partnerVariationsResponse = z.object({
  status: successStatus,
  serviceID: z.string(),
  level: partnerLevel,
  variations: z.array(
    z.object({
      variation_code: z.string(),
      name: z.string(),
      price: z.number().describe("Naira: the list price."),
      your_price: z.number().describe("Naira: the partner's price at their level (the debit)."),
    }),
  ),
});
