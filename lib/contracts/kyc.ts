import { z } from "zod";
import { lagosToday } from "../dates";
import { NIGERIAN_MOBILE, NIGERIAN_MOBILE_MSG } from "./phone";
import { isPrintableLine, notPrintableMessage } from "./printable-text";
import { virtualAccountState } from "./wallet";

/** Spec 5 (KYC page, KYC modal) and spec 8 (KYC page, KYC modal) texts, word for word. */
export const KYC_MSG = {
  fullNameRequired: "Full name is required.",
  fullNameTooShort: "Full name must be at least 3 characters.",
  fullNameTooLong: "Full name must be at most 100 characters.",
  /** Not in the spec: a name with line breaks or control characters (printable-text.ts). */
  fullNameNotPrintable: notPrintableMessage("Full name"),
  bvnNinRequired: "BVN or NIN is required.",
  bvnNin11: "BVN or NIN must be 11 digits.",
  /** Not in the spec: the customer says which the number is (a NIN can start with 22 like a BVN). */
  idTypeRequired: "Please choose whether the number is a BVN or a NIN.",
  dobRequired: "Date of birth is required.",
  dobFormat: "Date of birth must be in DD-MM-YYYY format.",
  dobAge: "You must be at least 18 years old.",
  mobileRequired: "Mobile number is required.",
  mobile11: "Mobile number must be 11 digits.",
  mobilePattern: NIGERIAN_MOBILE_MSG,
  referralRequired: "Referral source is required.",
  termsRequired: "You must agree to the terms.",

  mustBeLoggedIn: "You must be logged in to submit KYC",
  tokenMissing: "Authentication token missing",
  sessionExpired: "Session expired. Please log in again.",
  validationFailed: "Validation failed",
  linkFailed: "Failed to link your BVN/NIN with your account number. Please check the number and try again.",
  network: "Cannot connect to backend.",
  errorOccurred: "An error occurred during KYC submission",
  submissionFailed: "KYC submission failed",
  submitted: "KYC submitted successfully!",

  modalFailed: "Failed to submit KYC.",
  modalFailedRetry: "Failed to submit KYC. Please try again.",

  /** The API's answers. */
  alreadyVerified: "Your KYC is already verified: your BVN and NIN are both linked to your account.",
  bvnLinked: "Your BVN is already linked to your account.",
  ninLinked: "Your NIN is already linked to your account.",
  pendingLink: "KYC submitted. It will be linked to your virtual account as soon as the bank confirms it.",
  pendingAccount: "KYC submitted. Your account number is being set up and will show on your dashboard shortly.",
  reserving:
    "Your account number is being set up with the BVN or NIN you gave. Please wait for it before submitting again.",
} as const;

/** Which number it is, as the customer says: Monnify takes a BVN and a NIN in separate fields. */
export const KYC_ID_TYPES = ["bvn", "nin"] as const;
export type KycIdType = (typeof KYC_ID_TYPES)[number];
export const KYC_ID_TYPE_LABELS: Record<KycIdType, string> = { bvn: "BVN", nin: "NIN" };

export const KYC_MIN_AGE = 18;
export const KYC_NAME_MIN = 3;
/** Spec 2.12: the page's choices and the modal's. The one schema accepts either list. */
export const REFERRAL_OPTIONS_PAGE = ["Social Media", "Friend/Relative", "Advertisement", "Other"] as const;
export const REFERRAL_OPTIONS_MODAL = ["Social Media", "Friend", "Advertisement", "Other"] as const;
const REFERRAL_ANY: readonly string[] = [...new Set([...REFERRAL_OPTIONS_PAGE, ...REFERRAL_OPTIONS_MODAL])];

const DMY = /^(\d{2})-(\d{2})-(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "DD-MM-YYYY" to its parts, or null for a malformed or impossible date (31-02-2000). */
export function parseDmy(value: string): { day: number; month: number; year: number } | null {
  const m = DMY.exec(value.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { day, month, year };
}

/** The modal's date input value ("YYYY-MM-DD") as the page writes it ("DD-MM-YYYY"); other text unchanged. */
export function isoToDmy(value: string): string {
  const m = ISO_DATE.exec(value.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
}

export function dmyToIso(value: string): string {
  const p = parseDmy(value);
  return p ? `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}` : value;
}

const required = (msg: string) => z.string({ error: msg }).trim().min(1, { error: msg, abort: true });

/**
 * The one KYC schema (spec 5), in the page's field names with the date as DD-MM-YYYY. The modal
 * maps its names and its date input to this (see fromModalValues) and its errors back.
 * Age is compared by year difference only, as the spec says.
 */
export function buildKycSchema(now: () => Date = () => new Date()) {
  return z.object({
    fullName: required(KYC_MSG.fullNameRequired)
      .min(KYC_NAME_MIN, KYC_MSG.fullNameTooShort)
      .max(100, KYC_MSG.fullNameTooLong)
      .refine(isPrintableLine, KYC_MSG.fullNameNotPrintable),
    idType: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
      z.enum(KYC_ID_TYPES, { error: KYC_MSG.idTypeRequired }),
    ),
    bvnNin: required(KYC_MSG.bvnNinRequired).regex(/^\d{11}$/, KYC_MSG.bvnNin11),
    dateOfBirth: required(KYC_MSG.dobRequired).superRefine((value, ctx) => {
      const p = parseDmy(value);
      if (!p) return void ctx.addIssue({ code: "custom", message: KYC_MSG.dobFormat });
      const thisYear = Number(lagosToday(now()).slice(0, 4));
      if (thisYear - p.year < KYC_MIN_AGE) ctx.addIssue({ code: "custom", message: KYC_MSG.dobAge });
    }),
    mobileNo: required(KYC_MSG.mobileRequired)
      .regex(/^\d{11}$/, { error: KYC_MSG.mobile11, abort: true })
      .regex(NIGERIAN_MOBILE, KYC_MSG.mobilePattern),
    referralSource: required(KYC_MSG.referralRequired).refine(
      (v) => REFERRAL_ANY.includes(v),
      KYC_MSG.referralRequired,
    ),
  });
}
export const kycSchema = buildKycSchema();
export type KycValues = z.output<ReturnType<typeof buildKycSchema>>;
export type KycField = keyof KycValues;

/** The modal's field names (spec 3, KYC modal form); accept_terms is checked in the modal and not sent. */
export const KYC_MODAL_NAMES = {
  fullName: "full_name",
  idType: "id_type",
  bvnNin: "bvn_nin",
  dateOfBirth: "date_of_birth",
  mobileNo: "mobile_no",
  referralSource: "referral_source",
} as const satisfies Record<KycField, string>;
export type KycModalField = (typeof KYC_MODAL_NAMES)[KycField];
export type KycModalBody = Record<KycModalField, string>;
export type KycPageBody = Record<KycField, string>;
/** The form's empty values: no type chosen until the customer picks one. */
export const EMPTY_KYC_PAGE: KycPageBody = {
  fullName: "",
  idType: "",
  bvnNin: "",
  dateOfBirth: "",
  mobileNo: "",
  referralSource: "",
};

const FIELDS = Object.keys(KYC_MODAL_NAMES) as KycField[];

/** Which shape a submitted body has: the modal's snake_case names, else the page's. */
export function kycBodyShape(body: unknown): "page" | "modal" {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  return Object.values(KYC_MODAL_NAMES).some((k) => k in b) ? "modal" : "page";
}

/** Any submitted body in the one schema's names (the modal's date input turned into DD-MM-YYYY). */
export function toKycInput(body: unknown): { shape: "page" | "modal"; input: Record<KycField, unknown> } {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const shape = kycBodyShape(b);
  const input = {} as Record<KycField, unknown>;
  for (const f of FIELDS) input[f] = shape === "modal" ? b[KYC_MODAL_NAMES[f]] : b[f];
  if (shape === "modal" && typeof input.dateOfBirth === "string") input.dateOfBirth = isoToDmy(input.dateOfBirth);
  return { shape, input };
}

/** Field errors of the one schema, keyed by the names of the shape that was sent. */
export function kycFieldErrors(error: z.ZodError, shape: "page" | "modal"): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const f = String(issue.path[0] ?? "_") as KycField;
    const key = shape === "modal" && f in KYC_MODAL_NAMES ? KYC_MODAL_NAMES[f] : f;
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Validates a body of either shape; errors come back in its own names. */
export function validateKycBody(
  body: unknown,
  now?: () => Date,
):
  | { ok: true; values: KycValues; shape: "page" | "modal" }
  | { ok: false; errors: Record<string, string[]>; shape: "page" | "modal" } {
  const { shape, input } = toKycInput(body);
  const parsed = buildKycSchema(now).safeParse(input);
  return parsed.success
    ? { ok: true, values: parsed.data, shape }
    : { ok: false, errors: kycFieldErrors(parsed.error, shape), shape };
}

/** "*******1234": a BVN/NIN is never shown whole. */
export function maskIdNumber(last4: string): string {
  return `${"*".repeat(7)}${last4.slice(-4)}`;
}

/** A provider's message with any 11-digit number in it masked, before it is stored or shown. */
export function maskIdNumbersIn(text: string): string {
  return text.replace(/(?<!\d)\d{11}(?!\d)/g, (n) => maskIdNumber(n));
}

/** What POST /api/kyc/submit and GET /api/kyc answer. */
export const kycStatusSchema = z.enum(["not_submitted", "submitted", "verified", "failed"]);
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const kycSubmissionViewSchema = z.object({
  full_name: z.string(),
  id_type: z.enum(KYC_ID_TYPES),
  bvn_nin_masked: z.string(),
  date_of_birth: z.string(),
  mobile_no: z.string(),
  referral_source: z.string(),
  status: z.enum(["submitted", "verified", "failed"]),
  failure_reason: z.string().nullable(),
  submitted_at: z.string(),
});
export type KycSubmissionView = z.infer<typeof kycSubmissionViewSchema>;

/**
 * POST /api/kyc/submit: 200 when recorded (the account reserved or the identifier linked, or waiting
 * for the bank), 400 when the provider refused the BVN/NIN. `account` is the virtual account after it.
 */
export const kycSubmitResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  kyc_status: kycStatusSchema,
  reason: z.string().optional(),
  data: kycSubmissionViewSchema.optional(),
  account: virtualAccountState.optional(),
});
export type KycSubmitResponse = z.infer<typeof kycSubmitResponse>;

/** The identifiers linked to the customer's account, masked (null: not linked). */
export const kycIdentifiersSchema = z.object({ bvn: z.string().nullable(), nin: z.string().nullable() });
export type KycIdentifiers = z.infer<typeof kycIdentifiersSchema>;

/** GET /api/kyc: the status, the latest submission (null before the first) and what is linked. */
export const kycResponse = z.object({
  kyc_status: kycStatusSchema,
  data: kycSubmissionViewSchema.nullable(),
  identifiers: kycIdentifiersSchema,
});
