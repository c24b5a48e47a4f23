import { z } from "zod";
import { CASE_STATUS_NAMES, caseView } from "./claims";
import { paginationResponse, successStatus } from "./common";

/** The admin's cases queue: claims and disputes, their notes, replies and resolve actions. */

export const ADMIN_CASE_MSG = {
  notFound: "Case not found.",
  nothingToChange: "Give a status, a note or a reply.",
  replyTooLong: "The reply may not be longer than 2,000 characters.",
  notesTooLong: "The notes may not be longer than 4,000 characters.",
  statusInvalid: `The status must be one of ${CASE_STATUS_NAMES.join(", ")}.`,
  referenceRequired: "Give Monnify's transaction reference of the transfer.",
  notAClaim: "Only a missing-deposit claim is credited from a Monnify transfer.",
  notADispute: "Only a purchase dispute is re-queried or refunded.",
  closed: "This case is closed.",
  transferUnknown: "Monnify knows no transfer with this reference into the customer's account.",
  transferNotPaid: (status: string) => `Monnify says this transfer is ${status}, not PAID.`,
  credited: (amount: string) =>
    `Credited ${amount}, as Monnify confirms, to the customer's wallet. The case is resolved.`,
  alreadyCredited: "This transfer was already credited. The case is resolved with its receipt.",
  notCredited: (reason: string) => `Not credited: ${reason}`,
  updated: "Case updated.",
  replied: "Case updated. The customer was emailed the reply.",
} as const;

/** A case in the queue: the customer's view, the notes, who it is and how old it is. */
export const adminCaseItem = caseView.extend({
  notes: z.string().nullable(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** Seconds since the case was opened (until it closed, for a closed one). */
  age_seconds: z.number().int(),
});
export type AdminCaseItem = z.infer<typeof adminCaseItem>;

export const adminCasesResponse = z.object({
  status: successStatus,
  cases: z.array(adminCaseItem),
  pagination: paginationResponse,
});

/** GET /api/admin/cases/summary: the dashboard's card. */
export const adminCasesSummaryResponse = z.object({
  status: successStatus,
  open_count: z.number().int(),
  /** The oldest case still open or waiting on the provider. */
  oldest_open_at: z.string().nullable(),
  oldest_age_seconds: z.number().int().nullable(),
});
export type AdminCasesSummary = z.infer<typeof adminCasesSummaryResponse>;

/** One case with the purchase (dispute) or the funding (credited claim) it is about. */
export const adminCaseResponse = z.object({
  status: successStatus,
  case: adminCaseItem,
  transaction: z
    .object({ id: z.string(), status: z.string(), reference: z.string(), refunded: z.boolean() })
    .nullable(),
});
export type AdminCaseDetail = z.infer<typeof adminCaseResponse>;

/** Every action on a case answers what it did and the case after it. */
export const adminCaseActionResponse = adminCaseResponse.extend({ message: z.string() });

export const adminCaseUpdateBody = z
  .object({
    status: z.enum(CASE_STATUS_NAMES, { error: ADMIN_CASE_MSG.statusInvalid }).optional(),
    notes: z.string().trim().max(4000, ADMIN_CASE_MSG.notesTooLong).optional(),
    reply: z.string().trim().max(2000, ADMIN_CASE_MSG.replyTooLong).optional(),
  })
  .refine((b) => b.status !== undefined || b.notes !== undefined || (b.reply !== undefined && b.reply !== ""), {
    message: ADMIN_CASE_MSG.nothingToChange,
    path: ["status"],
  });
export type AdminCaseUpdate = z.infer<typeof adminCaseUpdateBody>;

export const adminCaseCreditBody = z.object({
  transaction_reference: z
    .string({ error: ADMIN_CASE_MSG.referenceRequired })
    .trim()
    .min(1, ADMIN_CASE_MSG.referenceRequired)
    .max(200),
});
