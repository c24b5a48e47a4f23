import { z } from "zod";
import { successStatus } from "./common";
import { debitPasskeyField } from "./passkey-approval";
import { debitPinField } from "./pin";
import { nairaField, requestIdField } from "./purchases";
import { SERVICE_KEYS } from "../purchases/service-catalog";

/*
 * Price levels and the customer's own price (issue 20): the Make Money page, the quote the entry
 * forms and summaries show, the upgrade to Reseller, and the admin's levels screen.
 */

/** "a Reseller", "an API partner": the article a level's name takes. */
export const withArticle = (name: string) => `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`;

export const LEVEL_MSG = {
  alreadyAtLevel: (name: string) => `You are already ${withArticle(name)}.`,
  notForSale: "This level cannot be bought. Please contact support.",
  upgraded: (name: string) => `You are now ${withArticle(name)}. Your new prices apply from your next purchase.`,
  /** The lowest level: every customer's from the start, so it is never bought. */
  baseLevelFee: (name: string) => `${name} is every customer's level from the start, so it has no upgrade fee.`,
  grantedBy: (name: string) => `The customer is now ${withArticle(name)}.`,
  levelRequired: "Please choose a level.",
  requestIdReused: "This request_id was already used for a different upgrade.",
  serviceRequired: `service must be one of ${SERVICE_KEYS.join(", ")}.`,
} as const;

export const levelCodeField = z
  .string({ error: LEVEL_MSG.levelRequired })
  .trim()
  .min(1, LEVEL_MSG.levelRequired)
  .max(40, LEVEL_MSG.levelRequired)
  .regex(/^[a-z0-9_]+$/, LEVEL_MSG.levelRequired);

const serviceField = z.enum(SERVICE_KEYS, { error: LEVEL_MSG.serviceRequired });

/** A level's discount on one service, as customers and admins read it. */
export const levelDiscountSchema = z.object({
  service: z.enum(SERVICE_KEYS),
  label: z.string(),
  /** Percent off the price (e.g. 2.5), or null when only fixed plan prices apply. */
  percent: z.number().nullable(),
  /** Fixed prices of single data plans, in naira. */
  plans: z.array(
    z.object({
      provider_service: z.string(),
      variation_code: z.string(),
      price: z.number(),
      list_price: z.number().nullable(),
    }),
  ),
});
export type LevelDiscount = z.infer<typeof levelDiscountSchema>;

export const levelSchema = z.object({
  code: z.string(),
  name: z.string(),
  rank: z.number().int(),
  /** Naira, or null: granted by an admin only. */
  upgrade_fee: z.number().nullable(),
  discounts: z.array(levelDiscountSchema),
});
export type LevelView = z.infer<typeof levelSchema>;

/** GET /api/levels: the customer's level and every level they can see. */
export const myLevelResponse = z.object({
  status: successStatus,
  level: z.object({ code: z.string(), name: z.string(), rank: z.number().int() }),
  levels: z.array(levelSchema),
});
export type MyLevelResponse = z.infer<typeof myLevelResponse>;

/** GET /api/prices/quote: what the signed-in customer pays for an item. */
export const priceQuoteQuery = z.object({
  service: serviceField,
  amount: nairaField(),
  provider_service: z
    .string()
    .trim()
    .max(60)
    .optional()
    .describe("The VTpass serviceID of a data plan (e.g. mtn-data)."),
  variation_code: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("The data plan's variation code, for a fixed plan price."),
});
export type PriceQuoteQuery = z.input<typeof priceQuoteQuery>;

/** The answer lives in price-quote.ts (small: the entry pages load it). */
export { priceQuoteResponse, type PriceQuoteResponse } from "./price-quote";

/** POST /api/levels/upgrade: pays the level's fee from the wallet (PIN or passkey). */
export const levelUpgradeSchema = z.object({
  level: levelCodeField,
  request_id: requestIdField,
  pin: debitPinField,
  passkey: debitPasskeyField,
});
export type LevelUpgradeInput = z.input<typeof levelUpgradeSchema>;

export const levelUpgradeResponse = z.object({
  status: successStatus,
  message: z.string(),
  level: z.object({ code: z.string(), name: z.string() }),
  fee: z.number(),
  reference: z.string(),
  balance: z.number(),
});
export type LevelUpgradeResponse = z.infer<typeof levelUpgradeResponse>;

/* ---- admin ---- */

/** A discount the admin set that gives away more than the provider's commission on the service. */
export const levelWarningSchema = z.object({
  service: z.enum(SERVICE_KEYS),
  variation_code: z.string().nullable(),
  message: z.string(),
});

export const adminLevelSchema = levelSchema.extend({
  customers: z.number().int(),
  warnings: z.array(levelWarningSchema),
});
export type AdminLevel = z.infer<typeof adminLevelSchema>;

export const adminLevelsResponse = z.object({
  status: successStatus,
  levels: z.array(adminLevelSchema),
  /** The provider's commission per service (percent) the warnings compare against. */
  commissions: z.array(
    z.object({
      service: z.enum(SERVICE_KEYS),
      label: z.string(),
      percent: z.number(),
      source: z.enum(["observed", "default"]),
    }),
  ),
});
export type AdminLevelsResponse = z.infer<typeof adminLevelsResponse>;

const percentField = z
  .number({ error: "Enter the discount as a number of percent." })
  .min(0, "The discount must be between 0% and 50%.")
  .max(50, "The discount must be between 0% and 50%.")
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, "The discount may have at most 2 decimal places.");

/** The data services (VTpass serviceIDs) whose plans a level may price: the admin's network choice. */
export const DATA_PLAN_SERVICES = [
  { value: "mtn-data", label: "MTN" },
  { value: "airtel-data", label: "Airtel" },
  { value: "glo-data", label: "Glo" },
  { value: "etisalat-data", label: "9mobile" },
] as const;

/** One fixed data-plan price of a level: the API's body and the admin screen's form check it alike. */
export const adminPlanPrice = z.object({
  provider_service: z
    .string({ error: "Choose the plan's network." })
    .trim()
    .min(1, "Choose the plan's network.")
    .max(60, "Choose the plan's network."),
  variation_code: z
    .string({ error: "Enter the plan's variation code." })
    .trim()
    .min(1, "Enter the plan's variation code.")
    .max(100, "The variation code must be at most 100 characters."),
  price: nairaField(),
});

/** The admin screen's "Add a fixed plan price" form: a data network of the catalogue, a plan, a price. */
export const planPriceForm = adminPlanPrice.extend({
  provider_service: z.enum(
    DATA_PLAN_SERVICES.map((d) => d.value),
    { error: "Choose the plan's network." },
  ),
});

/** PUT /api/admin/levels/{code}: the fee and the discounts (every service's rule replaced). */
export const adminLevelUpdate = z.object({
  name: z.string().trim().min(1, "name is required.").max(40, "name must be at most 40 characters.").optional(),
  upgrade_fee: nairaField().nullable().optional().describe("Naira; null: not for sale (granted by an admin only)."),
  discounts: z
    .array(
      z.object({
        service: serviceField,
        percent: percentField.nullable(),
        plans: z.array(adminPlanPrice).max(200).default([]),
      }),
    )
    .max(SERVICE_KEYS.length)
    .refine((d) => new Set(d.map((x) => x.service)).size === d.length, "Each service may appear once.")
    .optional(),
});
export type AdminLevelUpdate = z.input<typeof adminLevelUpdate>;

export const adminLevelSavedResponse = z.object({
  status: successStatus,
  message: z.string(),
  level: adminLevelSchema,
});

/** PUT /api/admin/customers/{id}/level: grants a level (audited). */
export const adminGrantLevel = z.object({ level: levelCodeField });
export const adminGrantLevelResponse = z.object({
  status: successStatus,
  message: z.string(),
  level: z.object({ code: z.string(), name: z.string() }),
});

export const profitRowSchema = z.object({
  service: z.string(),
  label: z.string(),
  purchases: z.number().int(),
  list_value: z.number(),
  paid: z.number(),
  commission: z.number(),
  cashback: z.number(),
  discounts: z.number(),
  profit: z.number().describe("commission - cashback - discounts"),
});
export const adminProfitResponse = z.object({
  status: successStatus,
  from: z.string(),
  to: z.string(),
  services: z.array(profitRowSchema),
  total: profitRowSchema.omit({ service: true, label: true }),
});
export type AdminProfitResponse = z.infer<typeof adminProfitResponse>;
