import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The customer's transaction PIN (server/security/transaction-pin.ts): one row per customer who
 * set one, the PIN as a keyed hash (server/security/pin-hash.ts). `failed_attempts` counts wrong PINs in a row;
 * the fifth locks the PIN until `locked_until` and starts the count again.
 */
export const transactionPins = pgTable("transaction_pins", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  pinHash: text("pin_hash").notNull(),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
