import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PURCHASE_CHANNELS } from "../../../lib/purchase-channels";
import { users } from "./accounts";

/**
 * One row per ledger account: a customer's wallet (user_id set) or a system account
 * (funding clearing, bills payable, ...). `balance` is kept in the same database transaction
 * as the entries and always equals their sum (see server/wallet/ledger.ts).
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: ["wallet", "system"] }).notNull(),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    allowNegative: boolean("allow_negative").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ledger_accounts_code_unique").on(t.code),
    uniqueIndex("ledger_accounts_user_unique").on(t.userId),
    check("ledger_accounts_balance_non_negative", sql`${t.allowNegative} OR ${t.balance} >= 0`),
    check("ledger_accounts_wallet_has_user", sql`(${t.kind} = 'wallet') = (${t.userId} IS NOT NULL)`),
  ],
);

/** A movement of money. Immutable (trigger); its entries sum to zero (deferred trigger). */
export const journals = pgTable(
  "journals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", {
      enum: [
        "funding",
        "purchase",
        "refund",
        "cashback",
        "invoice_payment",
        "reversal",
        "adjustment",
        "level_fee",
        "referral_bonus",
      ],
    }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    description: text("description").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("journals_idempotency_key_unique").on(t.idempotencyKey),
    index("journals_created_at_idx").on(t.createdAt),
  ],
);

/** Signed amounts in kobo: positive credits the account, negative debits it. Immutable. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    journalId: uuid("journal_id")
      .notNull()
      .references(() => journals.id, { onDelete: "restrict" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: "restrict" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_journal_idx").on(t.journalId),
    index("ledger_entries_account_idx").on(t.accountId, t.id),
    check("ledger_entries_amount_non_zero", sql`${t.amount} <> 0`),
  ],
);

export const TRANSACTION_TYPES = [
  "funding",
  "purchase",
  "refund",
  "cashback",
  "invoice_payment",
  "level_fee",
  "referral_bonus",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export { PURCHASE_CHANNELS, type PurchaseChannel } from "../../../lib/purchase-channels";

/** The customer-facing history: one row per thing the customer sees in Transactions. */
export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    service: text("service").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: text("status").notNull(),
    reference: text("reference").notNull(),
    requestId: text("request_id"),
    requestFingerprint: text("request_fingerprint"),
    journalId: uuid("journal_id").references(() => journals.id, { onDelete: "restrict" }),
    providerReference: text("provider_reference"),
    commissionKobo: bigint("commission_kobo", { mode: "number" }).notNull().default(0),
    cashbackKobo: bigint("cashback_kobo", { mode: "number" }).notNull().default(0),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** A purchase's channel; null for other rows and for purchases made before it was kept. */
    channel: text("channel", { enum: PURCHASE_CHANNELS }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("transactions_reference_unique").on(t.reference),
    uniqueIndex("transactions_user_request_unique")
      .on(t.userId, t.requestId)
      .where(sql`${t.requestId} IS NOT NULL`),
    // DESC NULLS FIRST is what ORDER BY ... DESC means: the planner walks this index in the
    // history's order only when the index says the same (NULLS LAST made it sort every page).
    index("transactions_user_created_at_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Every customer's history, newest first (the admin list): its deep pages read only this index.
    index("transactions_created_id_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("transactions_status_created_idx").on(t.status, t.createdAt),
    check("transactions_amount_non_negative", sql`${t.amount} >= 0`),
  ],
);
