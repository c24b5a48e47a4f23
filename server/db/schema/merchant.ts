import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { INVOICE_STATUSES } from "../../../lib/contracts/merchant";
import { users } from "./accounts";
import { journals } from "./wallet";

/** PostgreSQL bytea as a Node Buffer (business logos live in the database, so any API instance serves them). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const KYC_SUBMISSION_STATUSES = ["submitted", "verified", "failed"] as const;
export type KycSubmissionStatus = (typeof KYC_SUBMISSION_STATUSES)[number];
/**
 * reserve: the BVN/NIN the virtual account is reserved with (POST reserved-accounts);
 * link: an identifier added to an active account later (PUT kyc-info).
 */
export const KYC_SUBMISSION_PURPOSES = ["reserve", "link"] as const;
export type KycSubmissionPurpose = (typeof KYC_SUBMISSION_PURPOSES)[number];

/**
 * Every KYC submission of a customer (the newest one counts). The BVN/NIN is stored only
 * encrypted (AES-256-GCM, see server/merchant/field-encryption.ts); the last 4 digits are kept
 * in clear for the masked display.
 */
export const kycSubmissions = pgTable(
  "kyc_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    idNumberEncrypted: text("id_number_encrypted").notNull(),
    idNumberLast4: text("id_number_last4").notNull(),
    /** bvn or nin, as the customer chose it: the Monnify field the number is sent in. */
    idType: text("id_type", { enum: ["bvn", "nin"] }).notNull(),
    purpose: text("purpose", { enum: KYC_SUBMISSION_PURPOSES }).notNull().default("link"),
    /** YYYY-MM-DD */
    dateOfBirth: text("date_of_birth").notNull(),
    mobileNo: text("mobile_no").notNull(),
    referralSource: text("referral_source").notNull(),
    status: text("status", { enum: KYC_SUBMISSION_STATUSES }).notNull().default("submitted"),
    failureReason: text("failure_reason"),
    linkAttempts: integer("link_attempts").notNull().default(0),
    /** A link submission while submitted: when the background job tries kyc-info again. Null once final (and for reserve ones, which the virtual account's job retries). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("kyc_submissions_user_idx").on(t.userId, t.createdAt),
    index("kyc_submissions_retry_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** An uploaded business logo (png, jpeg or webp, at most 1 MB). A new upload gets a new id. */
export const businessLogos = pgTable("business_logos", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** The customer's business details (one per customer). */
export const businesses = pgTable("businesses", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  address: text("address"),
  phone: text("phone"),
  email: text("email"),
  logoId: uuid("logo_id").references(() => businessLogos.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

export { INVOICE_STATUSES, type InvoiceStatus } from "../../../lib/contracts/merchant";

/**
 * An invoice issued by a customer and collected through Monnify. The stored status is PENDING
 * until the provider reports it paid (or refuses/cancels it); a PENDING invoice past its expiry
 * reads as EXPIRED. providerReference changes when an edit re-creates it at Monnify.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invoiceReference: text("invoice_reference").notNull(),
    providerReference: text("provider_reference").notNull(),
    version: integer("version").notNull().default(1),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    description: text("description").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerName: text("customer_name").notNull(),
    expiryDate: timestamp("expiry_date", { withTimezone: true }).notNull(),
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("PENDING"),
    statusReason: text("status_reason"),
    checkoutUrl: text("checkout_url"),
    paidTransactionReference: text("paid_transaction_reference"),
    paidAmountKobo: bigint("paid_amount_kobo", { mode: "number" }),
    journalId: uuid("journal_id").references(() => journals.id, { onDelete: "restrict" }),
    /** "Bill the rest": the part-paid invoice whose balance this one asks for. */
    balanceOf: uuid("balance_of").references((): AnyPgColumn => invoices.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("invoices_reference_unique").on(t.invoiceReference),
    uniqueIndex("invoices_provider_reference_unique").on(t.providerReference),
    index("invoices_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("invoices_balance_of_idx")
      .on(t.balanceOf)
      .where(sql`${t.balanceOf} IS NOT NULL`),
    check("invoices_amount_minimum", sql`${t.amountKobo} >= 10000`),
  ],
);
