import { z } from "zod";
import { paginationResponse, successStatus } from "./common";

/** A customer account's status (the users.status column; also the customers list's filter). */
export const CUSTOMER_STATUSES = ["active", "inactive", "suspended"] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** A customer as the admin list shows it; balance in naira. */
export const adminCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  balance: z.number(),
  status: z.string(),
  kyc_status: z.string(),
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** GET /admin/customers: newest first; `total` repeats pagination.total (spec 2.13's "total customers"). */
export const adminCustomersResponse = z.object({
  status: successStatus,
  customers: z.array(adminCustomerSchema),
  pagination: paginationResponse,
  total: z.number().int(),
});

/** POST /admin/customers/:id/status: the customer after the change. */
export const adminCustomerStatusResponse = z.object({
  status: successStatus,
  message: z.string(),
  customer: adminCustomerSchema,
});

export const customerDetailSchema = z.object({
  customer: adminCustomerSchema,
  kyc: z
    .object({
      status: z.string(),
      id_type: z.string(),
      id_number_last4: z.string().describe("Only the last 4 digits; the number is stored encrypted."),
      full_name: z.string(),
      failure_reason: z.string().nullable(),
      submitted_at: z.string(),
    })
    .nullable()
    .describe("The latest KYC submission, if any."),
  virtual_account: z
    .object({
      account_number: z.string().nullable(),
      bank_name: z.string().nullable(),
      account_name: z.string().nullable(),
      status: z.string(),
    })
    .nullable(),
  totals: z.object({
    transactions: z.number().int(),
    purchases: z.number().int(),
    pending_purchases: z.number().int(),
    amount_spent: z.number().describe("Naira of purchases that kept their money."),
    cashback: z.number(),
  }),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
/** GET /admin/customers/:id: profile, KYC, reserved account and totals. */
export const adminCustomerResponse = z.object({ status: successStatus, ...customerDetailSchema.shape });

/** A customer's reserved account with the wallet balance (naira). */
export const adminVirtualAccountSchema = z.object({
  id: z.string(),
  account_number: z.string().nullable().describe("Null while the provider has not assigned one."),
  holder_name: z.string(),
  customer_email: z.string(),
  balance: z.number(),
  status: z.string(),
  bank_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminVirtualAccount = z.infer<typeof adminVirtualAccountSchema>;

/** GET /admin/virtual-accounts: newest first. */
export const adminVirtualAccountsResponse = z.object({
  status: successStatus,
  accounts: z.array(adminVirtualAccountSchema),
  pagination: paginationResponse,
  total: z.number().int(),
});
