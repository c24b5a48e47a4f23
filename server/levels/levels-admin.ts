import { and, count, eq, sql } from "drizzle-orm";
import { customerLevels, levelDiscounts, levels, users } from "../db/schema";
import type { AppContext } from "../http/context";
import { notFound, validationFailed } from "../http/errors";
import { recordAudit, type Actor } from "../admin/audit-log";
import { variationsOf } from "../purchases/catalog";
import { SERVICE_KEYS, SERVICE_LABEL } from "../purchases/services";
import { koboToNaira, nairaToKobo } from "../../lib/money";
import { LEVEL_MSG, type AdminLevel, type LevelView } from "../../lib/contracts/levels";
import type { z } from "zod";
import type { adminLevelUpdate } from "../../lib/contracts/levels";
import { allLevels, discountsOf, levelByCode, type DiscountRow, type LevelRow } from "./levels-repo";
import { providerCommissions, type ServiceCommission } from "./provider-commission";

const pct = (bp: number) => bp / 100;

/** A level as the customer's Make Money page and the admin read it. */
export function levelView(level: LevelRow, rules: DiscountRow[], listPrices = new Map<string, number>()): LevelView {
  return {
    code: level.code,
    name: level.name,
    rank: level.rank,
    upgrade_fee: level.upgradeFeeKobo === null ? null : koboToNaira(level.upgradeFeeKobo),
    discounts: SERVICE_KEYS.map((service) => {
      const own = rules.filter((r) => r.service === service);
      const percent = own.find((r) => r.percentBp !== null)?.percentBp ?? null;
      return {
        service,
        label: SERVICE_LABEL[service],
        percent: percent === null ? null : pct(percent),
        plans: own
          .filter((r) => r.fixedPriceKobo !== null)
          .map((r) => {
            const list = listPrices.get(`${r.providerService}:${r.variationCode}`);
            return {
              provider_service: r.providerService,
              variation_code: r.variationCode,
              price: koboToNaira(r.fixedPriceKobo!),
              list_price: list === undefined ? null : koboToNaira(list),
            };
          }),
      };
    }).filter((d) => d.percent !== null || d.plans.length > 0),
  };
}

/** The list prices of the data plans some level fixes (from the cached provider catalogue; missing when it is down). */
async function planListPrices(ctx: AppContext, rules: DiscountRow[]): Promise<Map<string, number>> {
  const prices = new Map<string, number>();
  const services = [...new Set(rules.filter((r) => r.fixedPriceKobo !== null).map((r) => r.providerService))];
  for (const s of services) {
    try {
      for (const v of await variationsOf(ctx, s, "Could not fetch data plans."))
        prices.set(`${s}:${v.variationCode}`, v.amountKobo);
    } catch {
      // The provider is unreachable: those plans show no list price and no warning until it is back.
    }
  }
  return prices;
}

/** Discounts that give away more than the provider's commission: every such sale loses money. */
export function belowCostWarnings(
  rules: DiscountRow[],
  commissions: ServiceCommission[],
  listPrices: Map<string, number>,
): AdminLevel["warnings"] {
  const warnings: AdminLevel["warnings"] = [];
  for (const c of commissions) {
    const label = SERVICE_LABEL[c.service];
    for (const r of rules.filter((x) => x.service === c.service)) {
      if (r.percentBp !== null && r.percentBp > c.bp)
        warnings.push({
          service: c.service,
          variation_code: null,
          message: `The ${pct(r.percentBp)}% discount on ${label} is more than the provider's ${pct(c.bp)}% commission: every sale loses money.`,
        });
      if (r.fixedPriceKobo !== null) {
        const list = listPrices.get(`${r.providerService}:${r.variationCode}`);
        if (list === undefined) continue;
        const off = list - r.fixedPriceKobo;
        if (off * 10_000 > list * c.bp)
          warnings.push({
            service: c.service,
            variation_code: r.variationCode,
            message: `The fixed price of ${r.variationCode} gives ${((off * 100) / list).toFixed(2)}% off, more than the provider's ${pct(c.bp)}% commission on ${label}: every sale loses money.`,
          });
      }
    }
  }
  return warnings;
}

export async function adminLevels(ctx: AppContext) {
  const [list, rules, counts, commissions] = await Promise.all([
    allLevels(ctx.db),
    ctx.db.select().from(levelDiscounts),
    ctx.db.select({ levelId: customerLevels.levelId, n: count() }).from(customerLevels).groupBy(customerLevels.levelId),
    providerCommissions(ctx.db, ctx.now()),
  ]);
  const listPrices = await planListPrices(ctx, rules);
  const countOf = new Map(counts.map((c) => [c.levelId, c.n]));
  const [{ total }] = await ctx.db.select({ total: count() }).from(users).where(eq(users.isAdmin, false));
  const explicit = counts.reduce((a, c) => a + c.n, 0);
  const levelsOut: AdminLevel[] = list.map((level, i) => {
    const own = rules.filter((r) => r.levelId === level.id);
    return {
      ...levelView(level, own, listPrices),
      // Customers without a row are at the lowest level.
      customers: (countOf.get(level.id) ?? 0) + (i === 0 ? Math.max(0, total - explicit) : 0),
      warnings: belowCostWarnings(own, commissions, listPrices),
    };
  });
  return {
    levels: levelsOut,
    commissions: commissions.map((c) => ({
      service: c.service,
      label: SERVICE_LABEL[c.service],
      percent: pct(c.bp),
      source: c.source,
    })),
  };
}

export type LevelUpdate = z.output<typeof adminLevelUpdate>;

/** Saves a level's name, fee and (all of) its discounts; audited with the before and after. */
export async function updateLevel(ctx: AppContext, actor: Actor, code: string, u: LevelUpdate): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const level = await levelByCode(tx, code);
    if (!level) throw notFound("Level not found.");
    // The lowest level is every customer's from the start: nobody upgrades to it, so it has no fee.
    if (u.upgrade_fee != null && (await allLevels(tx))[0]?.id === level.id)
      throw validationFailed({ upgrade_fee: [LEVEL_MSG.baseLevelFee(level.name)] });
    const before = levelView(level, await discountsOf(tx, level.id));
    await tx
      .update(levels)
      .set({
        ...(u.name !== undefined ? { name: u.name } : {}),
        ...(u.upgrade_fee !== undefined
          ? { upgradeFeeKobo: u.upgrade_fee === null ? null : nairaToKobo(u.upgrade_fee) }
          : {}),
        updatedAt: ctx.now(),
      })
      .where(eq(levels.id, level.id));
    if (u.discounts) {
      await tx.delete(levelDiscounts).where(eq(levelDiscounts.levelId, level.id));
      const rows = u.discounts.flatMap((d) => [
        ...(d.percent !== null
          ? [{ levelId: level.id, service: d.service, percentBp: Math.round(d.percent * 100), updatedAt: ctx.now() }]
          : []),
        ...d.plans.map((p) => ({
          levelId: level.id,
          service: d.service,
          providerService: p.provider_service,
          variationCode: p.variation_code,
          fixedPriceKobo: nairaToKobo(p.price)!,
          updatedAt: ctx.now(),
        })),
      ]);
      // One rule per plan: a plan named twice keeps its last price.
      const unique = new Map(
        rows.map((r) => [
          `${r.service}:${"providerService" in r ? r.providerService : ""}:${"variationCode" in r ? r.variationCode : ""}`,
          r,
        ]),
      );
      if (unique.size) await tx.insert(levelDiscounts).values([...unique.values()]);
    }
    const [after] = await tx.select().from(levels).where(eq(levels.id, level.id));
    await recordAudit(
      tx,
      actor,
      {
        action: "level.update",
        targetType: "level",
        targetId: level.code,
        before: before as unknown as Record<string, unknown>,
        after: levelView(after, await discountsOf(tx, level.id)) as unknown as Record<string, unknown>,
      },
      ctx.now(),
    );
  });
}

/** Grants a customer a level (up or down), audited. */
export async function grantLevel(ctx: AppContext, actor: Actor, userId: string, code: string): Promise<LevelRow> {
  return ctx.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.isAdmin, false)));
    if (!customer) throw notFound("Customer not found.");
    const level = await levelByCode(tx, code);
    if (!level) throw notFound("Level not found.");
    const [old] = await tx
      .select({ code: levels.code })
      .from(customerLevels)
      .innerJoin(levels, eq(levels.id, customerLevels.levelId))
      .where(eq(customerLevels.userId, userId));
    await tx
      .insert(customerLevels)
      .values({ userId, levelId: level.id, source: "admin", updatedAt: ctx.now() })
      .onConflictDoUpdate({
        target: customerLevels.userId,
        set: { levelId: level.id, source: "admin", updatedAt: sql`excluded.updated_at` },
      });
    await recordAudit(
      tx,
      actor,
      {
        action: "level.grant",
        targetType: "customer",
        targetId: userId,
        before: { level: old?.code ?? null },
        after: { level: level.code },
      },
      ctx.now(),
    );
    return level;
  });
}
