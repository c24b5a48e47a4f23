import { z } from "zod";

/**
 * Defensive shapes of VTpass answers. Every field is optional and loosely typed: VTpass changes
 * field names between products and pages (varations/variations, token/Token/purchased_code...).
 */
const looseString = z.union([z.string(), z.number()]).transform((v) => String(v));
const looseNumber = z.union([z.number(), z.string()]).optional().nullable();

export const transactionDateSchema = z.union([
  z.string(),
  z.object({ date: z.string(), timezone_type: z.unknown().optional(), timezone: z.string().optional() }).passthrough(),
]);

export const innerTransactionSchema = z
  .object({
    status: z.string().optional().nullable(),
    product_name: z.string().optional().nullable(),
    unique_element: looseString.optional().nullable(),
    unit_price: looseNumber,
    quantity: looseNumber,
    commission: looseNumber,
    total_amount: looseNumber,
    type: z.string().optional().nullable(),
    phone: looseString.optional().nullable(),
    amount: looseNumber,
    transactionId: looseString.optional().nullable(),
  })
  .passthrough();

export const payAnswerSchema = z
  .object({
    code: looseString,
    response_description: z.string().optional().nullable(),
    requestId: looseString.optional().nullable(),
    amount: looseNumber,
    transaction_date: transactionDateSchema.optional().nullable(),
    purchased_code: z.string().optional().nullable(),
    content: z
      .object({ transactions: innerTransactionSchema.optional().nullable() })
      .passthrough()
      .optional()
      .nullable(),
  })
  .passthrough();
export type PayAnswer = z.infer<typeof payAnswerSchema>;

export const serviceSchema = z
  .object({
    serviceID: z.string(),
    name: z.string(),
    minimium_amount: looseNumber,
    maximum_amount: looseNumber,
    convinience_fee: z.unknown().optional(),
    image: z.string().optional().nullable(),
  })
  .passthrough();

export const servicesAnswerSchema = z
  .object({ response_description: z.string().optional(), content: z.array(serviceSchema) })
  .passthrough();

export const variationSchema = z
  .object({
    variation_code: z.string(),
    name: z.string(),
    variation_amount: looseString,
    fixedPrice: z.string().optional().nullable(),
  })
  .passthrough();

export const variationsAnswerSchema = z
  .object({
    response_description: z.string().optional(),
    content: z
      .object({
        ServiceName: z.string().optional(),
        serviceID: z.string().optional(),
        variations: z.array(variationSchema).optional(),
        varations: z.array(variationSchema).optional(),
      })
      .passthrough(),
  })
  .passthrough();

export const verifyAnswerSchema = z
  .object({
    code: looseString,
    response_description: z.string().optional().nullable(),
    content: z.record(z.string(), z.unknown()).optional().nullable(),
  })
  .passthrough();

export const balanceAnswerSchema = z
  .object({
    code: z.unknown().optional(),
    contents: z.object({ balance: z.union([z.number(), z.string()]) }).passthrough(),
  })
  .passthrough();
