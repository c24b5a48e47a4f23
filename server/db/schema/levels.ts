import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { journals } from "./wallet";

/**
 * Price levels (issue 20): Customer, Reseller, API partner by default (seeded by the migration),
 * more if the admin adds them. `rank` orders them (an upgrade only goes up); a level with an
 * upgrade fee can be bought from the Make Money page, one without is granted by an admin only.
 */
export const levels = pgTable(
  "levels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    rank: integer("rank").notNull(),
    upgradeFeeKobo: bigint("upgrade_fee_kobo", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("levels_code_unique").on(t.code),
    check("levels_fee_positive", sql`${t.upgradeFeeKobo} IS NULL OR ${t.upgradeFeeKobo} > 0`),
  ],
);

/**
 * A level's discount on a service: a percentage of the price (basis points, providerService and
 * variationCode empty), or a fixed price for one data plan (its VTpass serviceID and variation code).
 */
export const levelDiscounts = pgTable(
  "level_discounts",
  {
    levelId: uuid("level_id")
      .notNull()
      .references(() => levels.id, { onDelete: "cascade" }),
    service: text("service").notNull(),
    providerService: text("provider_service").notNull().default(""),
    variationCode: text("variation_code").notNull().default(""),
    percentBp: integer("percent_bp"),
    fixedPriceKobo: bigint("fixed_price_kobo", { mode: "number" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.levelId, t.service, t.providerService, t.variationCode] }),
    check(
      "level_discounts_one_rule",
      sql`(${t.percentBp} IS NOT NULL AND ${t.fixedPriceKobo} IS NULL AND ${t.variationCode} = '' AND ${t.percentBp} BETWEEN 0 AND 10000)
        OR (${t.percentBp} IS NULL AND ${t.fixedPriceKobo} IS NOT NULL AND ${t.variationCode} <> '' AND ${t.fixedPriceKobo} > 0)`,
    ),
  ],
);

/** A customer's level; no row means the lowest (Customer). Locked FOR UPDATE by an upgrade. */
export const customerLevels = pgTable("customer_levels", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  levelId: uuid("level_id")
    .notNull()
    .references(() => levels.id, { onDelete: "restrict" }),
  /** How the customer got it: "default", "upgrade" (paid) or "admin" (granted, audited). */
  source: text("source").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A paid upgrade: the fee's journal, once per customer and request_id. */
export const levelUpgrades = pgTable(
  "level_upgrades",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    levelId: uuid("level_id")
      .notNull()
      .references(() => levels.id, { onDelete: "restrict" }),
    requestId: text("request_id").notNull(),
    feeKobo: bigint("fee_kobo", { mode: "number" }).notNull(),
    journalId: uuid("journal_id")
      .notNull()
      .references(() => journals.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("level_upgrades_user_request_unique").on(t.userId, t.requestId),
    index("level_upgrades_user_idx").on(t.userId),
  ],
);
