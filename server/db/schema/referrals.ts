import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { journals } from "./wallet";

/** Each customer's referral code, made on first use. */
export const referralCodes = pgTable(
  "referral_codes",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("referral_codes_code_unique").on(t.code)],
);

export const REFERRAL_STATUSES = ["linked", "paid", "refused"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * A customer who registered with a referral code: at most one row per referred customer (the
 * primary key), so a customer is linked once and earns their referrer one bonus at most.
 * "linked" waits for the qualifying funding; "paid" carries the bonus journal; "refused" is a
 * self-referral (reason), kept so the admin sees it.
 */
export const referrals = pgTable(
  "referrals",
  {
    referredUserId: uuid("referred_user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    referrerUserId: uuid("referrer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull(),
    reason: text("reason"),
    bonusKobo: bigint("bonus_kobo", { mode: "number" }),
    journalId: uuid("journal_id").references(() => journals.id, { onDelete: "restrict" }),
    fundingTransactionId: uuid("funding_transaction_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("referrals_referrer_idx").on(t.referrerUserId, t.createdAt),
    index("referrals_created_idx").on(t.createdAt),
    check("referrals_not_self", sql`${t.referrerUserId} <> ${t.referredUserId}`),
  ],
);

/** The programme's one settings row (id 1): on or off, the qualifying first funding, the bonus. */
export const referralSettings = pgTable(
  "referral_settings",
  {
    id: integer("id").primaryKey(),
    enabled: boolean("enabled").notNull(),
    thresholdKobo: bigint("threshold_kobo", { mode: "number" }).notNull(),
    bonusKobo: bigint("bonus_kobo", { mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("referral_settings_one_row", sql`${t.id} = 1`),
    check("referral_settings_amounts", sql`${t.thresholdKobo} > 0 AND ${t.bonusKobo} > 0`),
  ],
);
