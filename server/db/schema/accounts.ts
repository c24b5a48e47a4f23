import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CUSTOMER_STATUSES } from "../../../lib/contracts/admin-customers";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    isAdmin: boolean("is_admin").notNull().default(false),
    status: text("status", { enum: CUSTOMER_STATUSES }).notNull().default("active"),
    kycStatus: text("kyc_status").notNull().default("not_submitted"),
    onboardingSeenAt: timestamp("onboarding_seen_at", { withTimezone: true }),
    /** "Email me my statement each month" (the profile's preference; server/statements/monthly-email-job.ts). */
    monthlyStatementEmail: boolean("monthly_statement_email").notNull().default(false),
    /** The customer's place in the admin's customer list, oldest first (schema/list-positions.ts); null for admins. */
    customerPosition: bigint("customer_position", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    // The admin's customer list, newest first (walked backwards): a page is a seek in it.
    index("users_customer_position_idx").on(t.customerPosition),
  ],
);

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account holds a random token, stored here only as its SHA-256 and bound to that
 * account. Presenting it at login spends the device's own allowance of wrong passwords instead of
 * the account-wide one (server/accounts/rate-limits.ts); a sign-in without one is a new device.
 */
export const loginDevices = pgTable(
  "login_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("login_devices_hash_unique").on(t.tokenHash), index("login_devices_user_idx").on(t.userId)],
);

/**
 * Bearer tokens, one per signed-in session: only the SHA-256 of the random token is stored, with
 * the browser's user agent, the device that signed in and the last address and use (written at
 * most once a minute, server/http/auth.ts).
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    deviceId: uuid("device_id").references(() => loginDevices.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("auth_tokens_hash_unique").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId)],
);

export const OTP_PURPOSES = ["registration", "reset", "pin_reset"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** One-time codes (registration, password reset, PIN reset): hashed, single use, expiring, limited attempts. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: OTP_PURPOSES }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** When the code failed (server/accounts/code-locks.ts): kept, not deleted, so failures can be counted. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("otp_codes_user_purpose_idx").on(t.userId, t.purpose)],
);

/** A purpose's codes locked for an account after too many failed codes (server/accounts/code-locks.ts). */
export const codeLocks = pgTable(
  "code_locks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: OTP_PURPOSES }).notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

/** Issued after a reset code is verified; exchanged once for a new password. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_unique").on(t.tokenHash)],
);

/**
 * Sliding-window rate limits (server/http/rate-limit.ts): one row per attempt that was let through,
 * shared by every API instance. A key never holds more live rows than its limit.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_key_at_idx").on(t.key, t.at), index("rate_limit_hits_at_idx").on(t.at)],
);

/** The sandbox outbox: every mail sent while no SMTP_URL is set. Never used in production. */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  /** What was attached (name, type, size in bytes); the content itself is not kept. */
  attachments: jsonb("attachments").$type<{ filename: string; contentType: string; size: number }[]>(),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
