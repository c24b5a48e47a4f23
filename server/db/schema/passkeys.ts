import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A customer's passkeys (WebAuthn credentials). The public key is public by nature and stored as
 * it is (COSE bytes, base64url); the counter guards against a cloned authenticator.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential id the authenticator chose, base64url. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** The transports the browser reported ("internal", "hybrid", ...), comma-separated. */
    transports: text("transports").notNull().default(""),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("passkeys_credential_unique").on(t.credentialId), index("passkeys_user_idx").on(t.userId)],
);

export const PASSKEY_PURPOSES = ["register", "sign_in", "approve"] as const;
export type PasskeyPurpose = (typeof PASSKEY_PURPOSES)[number];

/**
 * WebAuthn challenges: random, single use (deleted when used), expiring after 5 minutes, bound to
 * a purpose and, except for an anonymous sign-in, to the customer; a purchase approval's also to
 * the purchase's request_id and amount (server/passkeys/challenges.ts).
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** base64url, as it comes back in the client data. */
    challenge: text("challenge").notNull(),
    purpose: text("purpose", { enum: PASSKEY_PURPOSES }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    requestId: text("request_id"),
    amountKobo: bigint("amount_kobo", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("passkey_challenges_challenge_unique").on(t.challenge),
    index("passkey_challenges_expiry_idx").on(t.expiresAt),
  ],
);
