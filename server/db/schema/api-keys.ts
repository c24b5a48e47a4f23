import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Partner API keys (server/partner): only the SHA-256 of the key is kept, with its first
 * characters (`nw_test_AbCd`) so the owner can tell keys apart. `mode` says which money the key
 * moves: `live` the wallet, `test` the separate test-mode database (server/partner/test-mode.ts).
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mode: text("mode", { enum: ["live", "test"] }).notNull(),
    keyHash: text("key_hash").notNull(),
    keyPrefix: text("key_prefix").notNull(),
    /** Addresses and CIDR ranges the key may be used from; empty = any. */
    allowedIps: jsonb("allowed_ips").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    lastUsedIp: text("last_used_ip"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_keys_hash_unique").on(t.keyHash),
    index("api_keys_user_idx").on(t.userId, t.createdAt.desc()),
    index("api_keys_live_user_idx")
      .on(t.userId)
      .where(sql`${t.revokedAt} IS NULL`),
  ],
);
