import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { BENEFICIARY_KINDS } from "../../../lib/contracts/beneficiaries";
import { users } from "./accounts";

/**
 * A customer's saved recipients (issue 18; server/beneficiaries/). One row per kind, provider and
 * number: saving the same recipient again updates it. `network_override` is set only when the
 * customer chose another network than the number's prefix says (a ported number); the prefix's
 * network is worked out when read, from the one table (lib/purchases/network-prefixes.ts).
 */
export const beneficiaries = pgTable(
  "beneficiaries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: BENEFICIARY_KINDS }).notNull(),
    /** Phone (national form), meter number, smartcard number or JAMB profile id. */
    number: text("number").notNull(),
    /** Meter: the disco's serviceID; smartcard: the TV provider; '' for phones and JAMB profiles. */
    provider: text("provider").notNull().default(""),
    meterType: text("meter_type"),
    networkOverride: text("network_override"),
    nickname: text("nickname"),
    customerName: text("customer_name"),
    customerAddress: text("customer_address"),
    lastAmountKobo: bigint("last_amount_kobo", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("beneficiaries_recipient_unique").on(t.userId, t.kind, t.provider, t.number),
    index("beneficiaries_user_recent_idx").on(t.userId, t.lastUsedAt),
  ],
);
