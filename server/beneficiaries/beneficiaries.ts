import { and, count, desc, eq } from "drizzle-orm";
import {
  BENEFICIARY_MSG,
  MAX_BENEFICIARIES,
  type BeneficiaryView,
  type EditBeneficiary,
} from "../../lib/contracts/beneficiaries";
import type { CreateBeneficiary } from "../../lib/contracts/beneficiary-requests";
import { koboToNaira, nairaToKobo } from "../../lib/money";
import { networkOfNumber, type MobileNetwork } from "../../lib/purchases/network-prefixes";
import { beneficiaries, users } from "../db/schema";
import { AppError, conflict, notFound } from "../http/errors";
import type { AppContext } from "../http/context";

/** A customer's saved recipients (issue 18): list, save, edit, delete. */

type Row = typeof beneficiaries.$inferSelect;

export function beneficiaryView(row: Row): BeneficiaryView {
  const fromPrefix = row.kind === "phone" ? networkOfNumber(row.number) : null;
  const override = row.kind === "phone" ? (row.networkOverride as MobileNetwork | null) : null;
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    nickname: row.nickname,
    network: override ?? fromPrefix,
    network_from_prefix: fromPrefix,
    network_overridden: override !== null,
    provider: row.provider || null,
    meter_type: row.meterType === "prepaid" || row.meterType === "postpaid" ? row.meterType : null,
    customer_name: row.customerName,
    customer_address: row.customerAddress,
    last_amount: row.lastAmountKobo === null ? null : koboToNaira(row.lastAmountKobo),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
  };
}

/** The override to keep for a phone bought on `network`: none when the prefix says the same. */
export const overrideFor = (phone: string, network: MobileNetwork): MobileNetwork | null =>
  networkOfNumber(phone) === network ? null : network;

/** The most recently used first (then the newest saved). */
export async function beneficiariesOf(ctx: AppContext, userId: string): Promise<Row[]> {
  return ctx.db
    .select()
    .from(beneficiaries)
    .where(eq(beneficiaries.userId, userId))
    .orderBy(desc(beneficiaries.lastUsedAt), desc(beneficiaries.createdAt), desc(beneficiaries.id));
}

/** The row's identity (kind, provider, number) and what a save sets on it. */
function recipientOf(body: CreateBeneficiary) {
  const kobo = (naira: number | null | undefined) => (naira == null ? undefined : (nairaToKobo(naira) ?? undefined));
  switch (body.kind) {
    case "phone":
      return {
        key: { kind: "phone" as const, provider: "", number: body.phone },
        set: {
          ...(body.network ? { networkOverride: overrideFor(body.phone, body.network) } : {}),
          ...(body.amount != null ? { lastAmountKobo: kobo(body.amount) } : {}),
        },
      };
    case "meter":
      return {
        key: { kind: "meter" as const, provider: body.disco, number: body.meter_number },
        set: {
          meterType: body.meter_type,
          ...(body.customer_name ? { customerName: body.customer_name } : {}),
          ...(body.customer_address ? { customerAddress: body.customer_address } : {}),
          ...(body.amount != null ? { lastAmountKobo: kobo(body.amount) } : {}),
        },
      };
    case "smartcard":
      return {
        key: { kind: "smartcard" as const, provider: body.provider, number: body.smartcard },
        set: body.customer_name ? { customerName: body.customer_name } : {},
      };
    case "jamb":
      return {
        key: { kind: "jamb" as const, provider: "", number: body.profile_id },
        set: body.customer_name ? { customerName: body.customer_name } : {},
      };
  }
}

/**
 * Saves a recipient: a new one (201), or the one already saved with the same kind, provider and
 * number, updated (200; its nickname only when one is given). The customer's row is locked while
 * the count is taken, so two saves at once cannot pass the limit of 100 together.
 */
export async function saveBeneficiary(
  ctx: AppContext,
  userId: string,
  body: CreateBeneficiary,
): Promise<{ created: boolean; row: Row }> {
  const { key, set } = recipientOf(body);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const same = and(
      eq(beneficiaries.userId, userId),
      eq(beneficiaries.kind, key.kind),
      eq(beneficiaries.provider, key.provider),
      eq(beneficiaries.number, key.number),
    );
    const changes = { ...set, ...(body.nickname !== undefined ? { nickname: body.nickname } : {}), lastUsedAt: now };
    const [existing] = await tx.update(beneficiaries).set(changes).where(same).returning();
    if (existing) return { created: false, row: existing };
    const [{ n }] = await tx.select({ n: count() }).from(beneficiaries).where(eq(beneficiaries.userId, userId));
    if (n >= MAX_BENEFICIARIES) throw conflict(BENEFICIARY_MSG.tooMany);
    const [row] = await tx
      .insert(beneficiaries)
      .values({ userId, ...key, ...changes, createdAt: now })
      .returning();
    return { created: true, row };
  });
}

const mine = (userId: string, id: string) => and(eq(beneficiaries.id, id), eq(beneficiaries.userId, userId));

/** A new nickname and, for a phone, the network to use (null: the prefix's again). 404 when not the customer's. */
export async function editBeneficiary(
  ctx: AppContext,
  userId: string,
  id: string,
  body: EditBeneficiary,
): Promise<Row> {
  const [row] = await ctx.db.select().from(beneficiaries).where(mine(userId, id));
  if (!row) throw notFound(BENEFICIARY_MSG.notFound);
  if (body.network !== undefined && row.kind !== "phone")
    throw new AppError(422, BENEFICIARY_MSG.networkOnlyPhones, { network: [BENEFICIARY_MSG.networkOnlyPhones] });
  const [updated] = await ctx.db
    .update(beneficiaries)
    .set({
      ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
      ...(body.network !== undefined
        ? { networkOverride: body.network === null ? null : overrideFor(row.number, body.network) }
        : {}),
    })
    .where(mine(userId, id))
    .returning();
  if (!updated) throw notFound(BENEFICIARY_MSG.notFound);
  return updated;
}

export async function deleteBeneficiary(ctx: AppContext, userId: string, id: string): Promise<void> {
  const rows = await ctx.db.delete(beneficiaries).where(mine(userId, id)).returning({ id: beneficiaries.id });
  if (!rows.length) throw notFound(BENEFICIARY_MSG.notFound);
}
