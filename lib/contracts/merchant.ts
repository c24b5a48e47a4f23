import { z } from "zod";
import { formatKobo, koboToNaira, nairaToKobo } from "../money";
import { EMAIL_PATTERN, isReadableName } from "./account";
import { UUID_PATTERN } from "./common";
import { MSG, NAME_MAX } from "./messages";
import { isLoosePhone, PHONE_TEXT_MAX } from "./phone";
import { isPrintableLine, notPrintableMessage } from "./printable-text";

/** Spec 5 and 8 texts of the business and invoice screens, plus the API's own answers. */
export const BUSINESS_MSG = {
  nameRequired: MSG.nameRequired,
  nameTooLong: MSG.nameTooLong,
  nameNotPrintable: MSG.nameNotPrintable,
  emailInvalid: MSG.emailInvalid,
  phoneInvalid: MSG.phoneInvalid,
  addressTooLong: "Address must be at most 300 characters.",
  logoType: "The logo must be a PNG, JPEG or WebP image.",
  logoSize: "The logo must be at most 1 MB.",
  updateFailed: "Failed to update business",
  saved: "Business details saved.",
} as const;

export const INVOICE_DESCRIPTION_MAX = 500;
const INVOICE_NAME_MAX = 120;
/** An invoice is a request to pay soon: a year is the longest a customer's checkout stays open. */
export const INVOICE_EXPIRY_MAX_DAYS = 365;

export const INVOICE_MSG = {
  amountRequired: "Amount is required.",
  amountMinimum: "Amount must be at least ₦100.",
  amountMaximum: "Amount cannot exceed ₦10,000,000.",
  amountDecimals: "Amount can have at most 2 decimal places.",
  amountInvalid: "Amount must be a number, e.g. 5000 or 5000.50.",
  descriptionRequired: "Description is required.",
  descriptionTooLong: `Description must be at most ${INVOICE_DESCRIPTION_MAX} characters.`,
  descriptionNotPrintable: notPrintableMessage("Description"),
  customerEmailRequired: "Customer email is required.",
  customerEmailInvalid: MSG.emailInvalid,
  customerNameRequired: "Customer name is required.",
  customerNameTooLong: `Customer name must be at most ${INVOICE_NAME_MAX} characters.`,
  customerNameNotPrintable: notPrintableMessage("Customer name"),
  expiryRequired: "Expiry date is required.",
  expiryInvalid: "Expiry date must be a valid date and time.",
  expiryPast: "Expiry date must be in the future.",
  expiryTooFar: `Expiry date must be within ${INVOICE_EXPIRY_MAX_DAYS} days.`,
  /** Spec 8: the alert prefixes, followed by ": " and the reason. */
  fetchFailed: "Failed to fetch invoices",
  createFailed: "Failed to create invoice",
  updateFailed: "Failed to update invoice",
  sendFailed: "Failed to send invoice",

  created: "Invoice created.",
  updated: "Invoice updated.",
  sent: "Invoice sent.",
  editOnlyPending: "Only PENDING invoices can be edited.",
  sendOnlyPending: "Only PENDING invoices can be sent.",
  notPayable: "This invoice can no longer be paid.",
  kycRequired: "Complete your KYC verification before creating invoices.",
  notFound: "Invoice not found.",
  providerRefused: "The payment provider refused the invoice",
  providerUnavailable: "The payment provider is unavailable. Please try again shortly.",
  /** "Bill the rest" (README, Decisions: Invoices). */
  balanceNotPartlyPaid: "Only a part-paid invoice has a balance to bill.",
  balanceOfInvalid: "The invoice to bill the balance of is invalid.",
} as const;

/** A balance invoice asks for no more than is still to pay on the invoice it bills. */
export const balanceTooMuch = (reference: string, restKobo: number) =>
  `The balance still to pay on ${reference} is ${formatKobo(restKobo)}; this invoice cannot ask for more.`;
/** The rest of a part-paid invoice is billed once while that balance invoice is live. */
export const balanceAlreadyBilled = (reference: string) =>
  `The balance of this invoice is already billed on ${reference}.`;

/** "Failed to create invoice: <reason>" (spec 8, Invoices). */
export const invoiceFailure = (prefix: string, reason: string | undefined) =>
  `${prefix}: ${reason || "Please try again."}`;

/** Public invoice references (INV- and 16 hex digits): capabilities, as the invoice page needs no login. */
export const INVOICE_REFERENCE = /^INV-[0-9A-F]{16}$/;

export const INVOICE_MIN_NAIRA = 100;
export const INVOICE_MAX_NAIRA = 10_000_000;
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/**
 * PARTIALLY_PAID and OVERPAID: Monnify's names for a payment below or above the amount due; the
 * amount actually paid is credited and shown (amount_paid).
 */
export const INVOICE_STATUSES = [
  "PENDING",
  "PAID",
  "PARTIALLY_PAID",
  "OVERPAID",
  "REJECTED",
  "EXPIRED",
  "CANCELLED",
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const optionalText = (max: number, msg: string) =>
  z
    .string()
    .trim()
    .max(max, msg)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /api/business (spec 5, Business): name required; logo (base64, or a data: URL), address, phone, email optional. */
export const businessSchema = z.object({
  name: z
    .string({ error: BUSINESS_MSG.nameRequired })
    .trim()
    .normalize("NFC")
    .min(1, BUSINESS_MSG.nameRequired)
    .refine(isReadableName, BUSINESS_MSG.nameRequired)
    .max(NAME_MAX, BUSINESS_MSG.nameTooLong)
    .refine(isPrintableLine, BUSINESS_MSG.nameNotPrintable),
  address: optionalText(300, BUSINESS_MSG.addressTooLong),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (v.length <= PHONE_TEXT_MAX && isLoosePhone(v)), BUSINESS_MSG.phoneInvalid),
  email: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || (v.length <= 254 && EMAIL_PATTERN.test(v)), BUSINESS_MSG.emailInvalid),
  /** A new logo; omitted keeps the current one. ~1.4 MB of base64 carries 1 MB of image. */
  logo: z.string().max(1_500_000, BUSINESS_MSG.logoSize).nullish(),
  remove_logo: z.boolean().optional(),
});
export type BusinessInput = z.input<typeof businessSchema>;

export const businessViewSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logo: z.string().nullable(),
  logo_id: z.string().nullable(),
});
export type BusinessView = z.infer<typeof businessViewSchema>;

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * The expiry as sent: an ISO date-time with an offset, or a local "YYYY-MM-DDTHH:mm" read as
 * Lagos time (UTC+1). Truncated to the minute. Null when unreadable.
 */
export function parseExpiry(value: string): Date | null {
  const v = value.trim();
  let d: Date;
  const local = LOCAL_MINUTE.exec(v);
  if (local) {
    const [y, mo, da, h, mi] = local.slice(1, 6).map(Number);
    const wall = new Date(Date.UTC(y, mo - 1, da, h, mi));
    if (wall.getUTCMonth() !== mo - 1 || wall.getUTCDate() !== da || h > 23 || mi > 59) return null;
    d = new Date(wall.getTime() - 3600_000);
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(v)) {
    d = new Date(v);
  } else return null;
  if (Number.isNaN(d.getTime())) return null;
  return new Date(Math.floor(d.getTime() / 60_000) * 60_000);
}

/** The browser's datetime-local value (its own time zone) as an ISO string truncated to the minute. */
export function expiryForApi(localValue: string): string {
  const d = new Date(localValue);
  if (Number.isNaN(d.getTime())) return localValue;
  return new Date(Math.floor(d.getTime() / 60_000) * 60_000).toISOString();
}

/** POST /api/invoices and PUT /api/invoices/{id} (spec 5, Invoice form). Amount in naira. */
export function buildInvoiceSchema(now: () => Date = () => new Date()) {
  return z.object({
    amount: z
      .union([z.number(), z.string()], {
        error: (iss) =>
          iss.input === undefined || iss.input === null ? INVOICE_MSG.amountRequired : INVOICE_MSG.amountInvalid,
      })
      .refine((v) => String(v).trim() !== "", { error: INVOICE_MSG.amountRequired, abort: true })
      .transform((v, ctx) => {
        const kobo = nairaToKobo(v);
        if (kobo === null) {
          ctx.addIssue({
            code: "custom",
            message: /^\d+\.\d{3,}$/.test(String(v).trim()) ? INVOICE_MSG.amountDecimals : INVOICE_MSG.amountInvalid,
          });
          return z.NEVER;
        }
        const naira = koboToNaira(kobo);
        if (naira < INVOICE_MIN_NAIRA) ctx.addIssue({ code: "custom", message: INVOICE_MSG.amountMinimum });
        else if (naira > INVOICE_MAX_NAIRA) ctx.addIssue({ code: "custom", message: INVOICE_MSG.amountMaximum });
        return kobo;
      }),
    description: z
      .string({ error: INVOICE_MSG.descriptionRequired })
      .trim()
      .min(1, INVOICE_MSG.descriptionRequired)
      .max(INVOICE_DESCRIPTION_MAX, INVOICE_MSG.descriptionTooLong)
      .refine(isPrintableLine, INVOICE_MSG.descriptionNotPrintable),
    customer_email: z
      .string({ error: INVOICE_MSG.customerEmailRequired })
      .trim()
      .min(1, { error: INVOICE_MSG.customerEmailRequired, abort: true })
      .max(254, INVOICE_MSG.customerEmailInvalid)
      .regex(EMAIL_PATTERN, INVOICE_MSG.customerEmailInvalid)
      .transform((v) => v.toLowerCase()),
    customer_name: z
      .string({ error: INVOICE_MSG.customerNameRequired })
      .trim()
      .normalize("NFC")
      .min(1, INVOICE_MSG.customerNameRequired)
      .refine(isReadableName, INVOICE_MSG.customerNameRequired)
      .max(INVOICE_NAME_MAX, INVOICE_MSG.customerNameTooLong)
      .refine(isPrintableLine, INVOICE_MSG.customerNameNotPrintable),
    expiry_date: z
      .string({ error: INVOICE_MSG.expiryRequired })
      .trim()
      .min(1, { error: INVOICE_MSG.expiryRequired, abort: true })
      .transform((v, ctx) => {
        const d = parseExpiry(v);
        if (!d) {
          ctx.addIssue({ code: "custom", message: INVOICE_MSG.expiryInvalid });
          return z.NEVER;
        }
        if (d.getTime() <= now().getTime()) ctx.addIssue({ code: "custom", message: INVOICE_MSG.expiryPast });
        else if (d.getTime() > now().getTime() + INVOICE_EXPIRY_MAX_DAYS * 86_400_000)
          ctx.addIssue({ code: "custom", message: INVOICE_MSG.expiryTooFar });
        return d;
      }),
  });
}
export const invoiceSchema = buildInvoiceSchema();

/** POST /api/invoices: a new invoice may bill the balance of one of the customer's part-paid invoices. */
export function buildNewInvoiceSchema(now: () => Date = () => new Date()) {
  return buildInvoiceSchema(now).extend({
    balance_of: z
      .string({ error: INVOICE_MSG.balanceOfInvalid })
      .regex(UUID_PATTERN, INVOICE_MSG.balanceOfInvalid)
      .nullish()
      .transform((v) => v ?? null)
      .describe("Bill the rest: the id of the part-paid invoice whose balance this one asks for."),
  });
}
export type NewInvoiceValues = z.output<ReturnType<typeof buildNewInvoiceSchema>>;
export type InvoiceInput = z.input<ReturnType<typeof buildInvoiceSchema>>;
export type InvoiceValues = z.output<ReturnType<typeof buildInvoiceSchema>>;

export const invoiceListQuerySchema = z.object({
  status: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.enum(INVOICE_STATUSES, { error: `Status must be one of ${INVOICE_STATUSES.join(", ")}.` }).optional()),
});

export const invoiceViewSchema = z.object({
  id: z.string(),
  invoice_reference: z.string(),
  amount: z.number(),
  amount_kobo: z.number().int(),
  description: z.string(),
  customer_email: z.string(),
  customer_name: z.string(),
  expiry_date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  amount_paid: z.number().nullable().describe("Naira received in all (null until paid); may differ from amount."),
  status_reason: z.string().nullable(),
  checkout_url: z.string().nullable(),
  invoice_url: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  balance_of: z.string().nullable().describe("The part-paid invoice whose balance this one bills (its id)."),
  balance_invoice: z
    .object({ id: z.string(), invoice_reference: z.string(), status: z.enum(INVOICE_STATUSES) })
    .nullable()
    .describe("The live invoice billing this one's balance (not rejected, cancelled or expired), if any."),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

export const invoiceLinksSchema = z.object({ invoice_url: z.string(), whatsapp_url: z.string(), pdf_url: z.string() });
export type InvoiceLinks = z.infer<typeof invoiceLinksSchema>;

/** GET /api/public/invoices/{reference}: what the public invoice page shows (no login). */
export const publicInvoiceSchema = z.object({
  invoice_reference: z.string(),
  amount: z.number(),
  description: z.string(),
  customer_name: z.string(),
  expiry_date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  amount_paid: z.number().nullable().describe("Naira received in all (null until paid); may differ from amount."),
  paid_at: z.string().nullable().describe("When the last payment came in (null until paid)."),
  pay_url: z
    .string()
    .nullable()
    .describe("The Pay link, on the web's public address (WEB_PUBLIC_URL); null unless the invoice is PENDING."),
  balance_invoice_reference: z
    .string()
    .nullable()
    .describe(
      "A part-paid invoice: the live invoice billing its rest to the same customer (email), whose page the payer can open; else null.",
    ),
  business: z.object({
    name: z.string(),
    logo_id: z.string().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

/* Answers of the merchant API (spec 7.4). */

/** GET /api/business: null before the first save. */
export const businessResponse = z.object({ data: businessViewSchema.nullable() });

/** POST /api/business. */
export const businessSavedResponse = z.object({ message: z.string(), data: businessViewSchema });

/** GET /api/invoices. */
export const invoicesResponse = z.object({ data: z.array(invoiceViewSchema) });

/** GET /api/invoices/{id}. */
export const invoiceResponse = z.object({ data: invoiceViewSchema });

/** POST /api/invoices (201) and PUT /api/invoices/{id}. */
export const invoiceSavedResponse = z.object({ message: z.string(), data: invoiceViewSchema });

/** POST /api/invoices/{id}/send. */
export const invoiceSentResponse = z.object({ message: z.string(), data: invoiceLinksSchema });

/** GET /api/public/invoices/{reference} (no login). */
export const publicInvoiceResponse = z.object({ data: publicInvoiceSchema });

/** GET /api/public/invoices/{reference}/checkout (no login): where the Pay link sends the payer. */
export const publicInvoiceCheckoutResponse = z.object({ data: z.object({ checkout_url: z.string() }) });
