import { z } from "zod";
import { DAY_MESSAGES, isDayShaped, isRealDayIfShaped } from "./calendar-day";
import { checkNairaAmount, type NairaAmountProblem } from "../naira-amount";
import { successStatus } from "./common";

/** Missing-deposit claims and purchase disputes: the customer's forms and what the API answers. */

export const CASE_STATUS_LABELS = {
  open: "Open",
  waiting_on_provider: "Waiting on provider",
  resolved: "Resolved",
  rejected: "Rejected",
} as const;
export type CaseStatusName = keyof typeof CASE_STATUS_LABELS;
export const CASE_STATUS_NAMES = Object.keys(CASE_STATUS_LABELS) as [CaseStatusName, ...CaseStatusName[]];

export const CASE_KIND_LABELS = {
  deposit_claim: "Missing deposit",
  purchase_dispute: "Purchase not received",
} as const;

export const CLAIMS_PER_DAY = 5;
/**
 * How many times in 24 hours a customer's claims may ask Monnify (each asks for up to 11 pages and
 * answers): repeats of a claim already credited do not count against CLAIMS_PER_DAY, and without
 * this bound a loop of them made unbounded calls on the merchant's Monnify account.
 */
export const CLAIM_CHECKS_PER_DAY = 20;
/**
 * How many times in an hour a customer's disputes of pending purchases may re-query VTpass: each
 * press asks VTpass at once, and a loop of presses on a pending purchase was unbounded.
 */
export const DISPUTE_REQUERIES_PER_HOUR = 20;
/** A claim looks back this far: older transfers are settled with the bank's statement, by the admin. */
export const CLAIM_MAX_AGE_DAYS = 90;
export const MAX_CLAIM_KOBO = 10_000_000_00;

export const CLAIM_MSG = {
  amountRequired: "Please enter the amount you sent.",
  amountInvalid: "The amount must be a number with at most 2 decimal places.",
  amountPositive: "The amount must be greater than 0.",
  amountTooLarge: "The amount may not be greater than 10,000,000.",
  dateRequired: "Please enter the date you sent the money.",
  dateInvalid: "Please enter the date as YYYY-MM-DD.",
  /** Shaped right, but no calendar has it (2026-02-30). */
  dateNotReal: DAY_MESSAGES.notADay,
  dateFuture: "The date may not be in the future.",
  dateTooOld: `Claims cover transfers of the last ${CLAIM_MAX_AGE_DAYS} days.`,
  referenceTooLong: "The reference may not be longer than 100 characters.",
  referenceInvalid: "The reference may only contain letters, digits and | / - _ . characters.",
  referenceNoAlnum: "The reference must contain a letter or a digit.",
  tooMany: `You can make ${CLAIMS_PER_DAY} claims a day. Please try again tomorrow or contact support.`,
  noAccount: "You do not have a virtual account yet, so no transfer can be traced.",
  credited: "We found your transfer and credited your wallet.",
  alreadyCredited: "This transfer was already credited to your wallet.",
  alreadyFiled: "You already made this claim and we are still checking it. We will reply by email.",
  opened: "We could not find this transfer yet. We opened a case and will reply by email.",
  providerDown: "We could not reach the bank's records just now. We opened a case and will reply by email.",
  notFound: "Claim not found.",
} as const;

const AMOUNT_PROBLEM: Record<NairaAmountProblem, string> = {
  invalid: CLAIM_MSG.amountInvalid,
  notPositive: CLAIM_MSG.amountPositive,
  tooLarge: CLAIM_MSG.amountTooLarge,
};

const amountField = z
  .union([z.number(), z.string().trim().min(1, CLAIM_MSG.amountRequired)], { error: CLAIM_MSG.amountRequired })
  .transform((v, c) => {
    const checked = checkNairaAmount(v, MAX_CLAIM_KOBO);
    if ("problem" in checked) {
      c.addIssue({ code: "custom", message: AMOUNT_PROBLEM[checked.problem] });
      return z.NEVER;
    }
    return checked.kobo;
  });

const dateField = z
  .string({ error: CLAIM_MSG.dateRequired })
  .trim()
  .min(1, { error: CLAIM_MSG.dateRequired, abort: true })
  .refine(isDayShaped, CLAIM_MSG.dateInvalid)
  .refine(isRealDayIfShaped, CLAIM_MSG.dateNotReal);

const referenceField = z
  .string()
  .trim()
  .max(100, CLAIM_MSG.referenceTooLong)
  .regex(/^[A-Za-z0-9|/_.\- ]*$/, CLAIM_MSG.referenceInvalid)
  // Every real reference has one; "." or ".." would also be a path step in Monnify's address.
  .refine((v) => v === "" || /[A-Za-z0-9]/.test(v), CLAIM_MSG.referenceNoAlnum)
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * POST /api/claims: "I sent money but my wallet was not credited". `amount` in naira (becomes
 * kobo), `sent_on` the Lagos day (not in the future, not older than CLAIM_MAX_AGE_DAYS: checked by
 * the API against its clock), `reference` the bank's session id or Monnify's reference if known.
 */
export const depositClaimBody = z.object({
  amount: amountField,
  sent_on: dateField,
  reference: referenceField,
});
export type DepositClaimInput = z.input<typeof depositClaimBody>;

/** A claim or dispute as the customer sees it (and the admin, with notes, in admin-cases). */
export const caseView = z.object({
  id: z.string(),
  kind: z.enum(["deposit_claim", "purchase_dispute"]),
  status: z.enum(CASE_STATUS_NAMES),
  amount: z.number(),
  amount_kobo: z.number().int(),
  sent_on: z.string().nullable(),
  customer_reference: z.string().nullable(),
  /** Dispute: the purchase. Claim: the funding that credited it (its receipt). */
  transaction_id: z.string().nullable(),
  provider_reference: z.string().nullable(),
  outcome: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
});
export type CaseView = z.infer<typeof caseView>;

/** POST /api/claims: what became of the claim at once (credited: the receipt is transaction_id). */
export const depositClaimResponse = z.object({
  status: successStatus,
  result: z.enum(["credited", "already_credited", "case_opened"]),
  message: z.string(),
  claim: caseView,
});
export type DepositClaimResponse = z.infer<typeof depositClaimResponse>;

/** GET /api/claims: the customer's claims and disputes, newest first ("My claims"). */
export const claimsResponse = z.object({ status: successStatus, claims: z.array(caseView) });

/** GET /api/claims/{id}. */
export const claimResponse = z.object({ status: successStatus, claim: caseView });

export const DISPUTE_MSG = {
  notPurchase: "Only a purchase can be disputed.",
  delivered: "VTpass confirms this purchase was delivered. Here is the proof.",
  deliveredClosed:
    "VTpass confirmed this purchase was delivered. Its token, PINs and reference are on the purchase's page.",
  refunded: "VTpass confirms this purchase failed. Your wallet has been refunded.",
  alreadyRefunded: "This purchase failed and your wallet was already refunded.",
  opened: "VTpass has not given a final answer yet. We opened a case and will reply by email.",
  alreadyOpen: "A case for this purchase is already open. We will reply by email.",
  reversed: "This purchase was reversed by the provider and your wallet refunded.",
} as const;

/** What VTpass's own record shows was delivered. */
export const deliveryProof = z.object({
  provider_reference: z.string().nullable(),
  token: z.string().nullable(),
  units: z.string().nullable(),
  pins: z.array(z.string()),
  delivered_at: z.string().nullable(),
});
export type DeliveryProof = z.infer<typeof deliveryProof>;

/** POST /api/transactions/{id}/dispute: "I did not receive it". */
export const disputeResponse = z.object({
  status: successStatus,
  result: z.enum(["delivered", "refunded", "case_opened"]),
  message: z.string(),
  proof: deliveryProof.nullable(),
  claim: caseView.nullable(),
});
export type DisputeResponse = z.infer<typeof disputeResponse>;
