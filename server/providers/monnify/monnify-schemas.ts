import { z } from "zod";

/**
 * Every Monnify answer, parsed defensively: unknown fields are kept, numbers may arrive as
 * strings, and only what the product relies on is required.
 */

const text = z.string();
const numeric = z.union([z.number(), z.string()]);

export const monnifyEnvelopeSchema = z.looseObject({
  requestSuccessful: z.boolean(),
  responseMessage: z.string().nullish(),
  responseCode: z.union([z.string(), z.number()]).nullish(),
  responseBody: z.unknown().optional(),
});
export type MonnifyEnvelope = z.infer<typeof monnifyEnvelopeSchema>;

export const loginBodySchema = z.looseObject({
  accessToken: text.min(1),
  expiresIn: z.coerce.number().positive(),
});

const bankAccountSchema = z.looseObject({
  bankCode: z.string().nullish(),
  bankName: text.min(1),
  accountNumber: text.min(1),
  accountName: z.string().nullish(),
});

/** v2 answers accounts[]; older v1 answers put one account at the top level. Both become accounts[]. */
export const reservedAccountBodySchema = z
  .looseObject({
    accountReference: text.min(1),
    accountName: z.string().nullish(),
    customerEmail: z.string().nullish(),
    customerName: z.string().nullish(),
    reservationReference: z.string().nullish(),
    status: z.string().nullish(),
    accounts: z.array(bankAccountSchema).nullish(),
    accountNumber: z.string().nullish(),
    bankName: z.string().nullish(),
    bankCode: z.string().nullish(),
  })
  .transform((b) => {
    const accounts =
      b.accounts && b.accounts.length
        ? b.accounts
        : b.accountNumber && b.bankName
          ? [{ accountNumber: b.accountNumber, bankName: b.bankName, bankCode: b.bankCode, accountName: b.accountName }]
          : [];
    return { ...b, accounts };
  })
  .refine((b) => b.accounts.length > 0, { message: "reserved account answer has no bank account" });
export type ReservedAccountBody = z.infer<typeof reservedAccountBodySchema>;

export const kycInfoBodySchema = z.looseObject({
  accountReference: z.string().nullish(),
  bvn: z.string().nullish(),
  nin: z.string().nullish(),
});

const productSchema = z.looseObject({ type: z.string().nullish(), reference: z.string().nullish() });
const destinationSchema = z.looseObject({
  bankCode: z.string().nullish(),
  bankName: z.string().nullish(),
  accountNumber: z.string().nullish(),
});

/** GET /api/v2/transactions/{ref}. */
export const transactionBodySchema = z.looseObject({
  transactionReference: text.min(1),
  paymentReference: z.string().nullish(),
  amountPaid: numeric,
  totalPayable: numeric.nullish(),
  settlementAmount: numeric.nullish(),
  paidOn: z.string().nullish(),
  paymentStatus: text.min(1),
  currency: z.string().nullish(),
  currencyCode: z.string().nullish(),
  paymentMethod: z.string().nullish(),
  product: productSchema.nullish(),
  destinationAccountInformation: destinationSchema.nullish(),
  accountDetails: z.looseObject({ accountNumber: z.string().nullish() }).nullish(),
  customer: z.looseObject({ email: z.string().nullish(), name: z.string().nullish() }).nullish(),
});
export type TransactionBody = z.infer<typeof transactionBodySchema>;

/** The webhook envelope; eventData is checked per event type. */
export const webhookEnvelopeSchema = z.looseObject({
  eventType: text.min(1).max(100),
  eventData: z.looseObject({}),
});

export const successfulTransactionEventSchema = z.looseObject({
  transactionReference: text.min(1).max(200),
  paymentReference: z.string().max(200).nullish(),
  amountPaid: numeric,
  totalPayable: numeric.nullish(),
  settlementAmount: numeric.nullish(),
  paidOn: z.string().nullish(),
  paymentStatus: z.string().nullish(),
  paymentMethod: z.string().nullish(),
  currency: z.string().nullish(),
  product: z.looseObject({ type: text.min(1).max(50), reference: text.min(1).max(200) }),
  destinationAccountInformation: destinationSchema.nullish(),
  customer: z.looseObject({ email: z.string().nullish(), name: z.string().nullish() }).nullish(),
});
export type SuccessfulTransactionEvent = z.infer<typeof successfulTransactionEventSchema>;

/** One transfer in GET /api/v1/bank-transfer/reserved-accounts/transactions (a page of an account's transfers). */
export const reservedAccountTransactionSchema = z.looseObject({
  transactionReference: text.min(1),
  paymentReference: z.string().nullish(),
  amountPaid: numeric,
  paymentStatus: text.min(1),
  currencyCode: z.string().nullish(),
  currency: z.string().nullish(),
  paidOn: z.string().nullish(),
  completedOn: z.string().nullish(),
  createdOn: z.string().nullish(),
  paymentSourceInformation: z
    .array(z.looseObject({ sessionId: z.string().nullish(), amountPaid: numeric.nullish() }))
    .nullish(),
});
export type ReservedAccountTransaction = z.infer<typeof reservedAccountTransactionSchema>;

export const reservedAccountTransactionsBodySchema = z.looseObject({
  content: z.array(reservedAccountTransactionSchema),
  totalElements: z.coerce.number().nullish(),
  last: z.boolean().nullish(),
});
