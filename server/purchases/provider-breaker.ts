import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Log } from "../accounts/logger";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { providerAlerts, providerBreakers } from "../db/schema";
import type { AppContext } from "../http/context";
import { AppError } from "../http/errors";
import type { Classified } from "../providers/vtpass/vtpass-outcome";
import type { ProviderBreaker } from "../../lib/contracts/admin-alerts";
import { afterAnswered, afterUnanswered, gateOf, type BreakerRow, type BreakerSettings } from "./breaker-rules";
import { recordProviderAlert } from "./provider-alerts";
import { breakerOffMessage } from "./service-availability";
import { SERVICE_KEYS, SERVICE_LABEL, type ServiceKey } from "./services";

/**
 * One breaker per VTpass purchase service (airtime, data, electricity, paytv, exam), its state in
 * the database so that every API instance refuses and lets through alike. The grain is the
 * product's service: it is what an admin switches off and what the customer's pages say is
 * unavailable, and an outage we have seen at VTpass takes a whole product line (or all of VTpass:
 * then every service trips on its own).
 */
const keyOf = (service: ServiceKey) => `vtpass:${service}`;
const alertCode = (service: ServiceKey) => `breaker:${service}`;

export const breakerSettings = (c: Config): BreakerSettings => ({
  failures: c.BREAKER_FAILURES,
  windowMs: c.BREAKER_WINDOW_MS,
  cooldownMs: c.BREAKER_COOLDOWN_MS,
  // A trial that has reported nothing by the time its call (queue wait included) must have ended died with its process.
  trialStaleMs: c.VTPASS_TIMEOUT_MS + c.PROVIDER_QUEUE_TIMEOUT_MS + 5_000,
});

type Stored = typeof providerBreakers.$inferSelect;
/** A breaker's row as stored. */
export type ProviderBreakerRow = Stored;

/** The breaker key of a service's row (purchase-facts.ts reads it with the other facts). */
export const breakerKeyOf = (service: ServiceKey) => keyOf(service);
const rowOf = (r: Stored): BreakerRow => ({ ...r, state: r.state as BreakerRow["state"] });

/** What the gate saw for a purchase it let through (what to report after the call). */
export interface BreakerPass {
  row: BreakerRow | null;
  /** This purchase claimed the half-open trial. */
  trial?: boolean;
}

/**
 * Before the debit: refuses a new purchase while the service's breaker is open (503, the customer's
 * message, nothing debited), or lets it through as the half-open trial when it is the one that
 * claims it (one conditional UPDATE: of several purchases on several instances, one wins).
 */
export async function passBreaker(
  ctx: AppContext,
  service: ServiceKey,
  /** The breaker's row read just before (purchase-facts.ts; null: none), or undefined to read it here. */
  seen?: Stored | null,
): Promise<BreakerPass> {
  const now = ctx.now();
  const s = breakerSettings(ctx.config);
  const stored =
    seen !== undefined
      ? seen
      : (
          await ctx.db
            .select()
            .from(providerBreakers)
            .where(eq(providerBreakers.key, keyOf(service)))
        )[0];
  const row = stored ? rowOf(stored) : null;
  const gate = gateOf(row, now, s);
  if (gate === "pass") return { row };
  if (gate === "trial") {
    const [claimed] = await ctx.db
      .update(providerBreakers)
      .set({ state: "half_open", trialAt: now, updatedAt: now })
      .where(
        and(
          eq(providerBreakers.key, keyOf(service)),
          or(
            and(
              eq(providerBreakers.state, "open"),
              lte(providerBreakers.openedAt, new Date(now.getTime() - s.cooldownMs)),
            ),
            and(
              eq(providerBreakers.state, "half_open"),
              or(
                isNull(providerBreakers.trialAt),
                lte(providerBreakers.trialAt, new Date(now.getTime() - s.trialStaleMs)),
              ),
            ),
          ),
        ),
      )
      .returning();
    if (claimed) return { row: rowOf(claimed), trial: true };
  }
  throw new AppError(503, breakerOffMessage(service));
}

/**
 * A trial purchase that never reached VTpass (refused at the debit: insufficient funds, a twin
 * request) gives the trial back at once, so the next purchase can be the trial rather than waiting
 * for the claim to go stale. Never throws (a lost release only delays the next trial).
 */
export async function releaseTrial(ctx: AppContext, service: ServiceKey, pass: BreakerPass, log?: Log) {
  if (!pass.trial || !pass.row?.trialAt) return;
  try {
    await ctx.db
      .update(providerBreakers)
      .set({ state: "open", trialAt: null, updatedAt: ctx.now() })
      .where(
        and(
          eq(providerBreakers.key, keyOf(service)),
          eq(providerBreakers.state, "half_open"),
          eq(providerBreakers.trialAt, pass.row.trialAt),
        ),
      );
  } catch (err) {
    log?.error({ err, service }, "circuit breaker: the unused trial could not be given back");
  }
}

/**
 * After the pay call (and after its outcome is settled): a call VTpass did not answer counts
 * toward opening the breaker (and re-opens it after a silent trial, with a provider alert); an
 * answer closes a half-open one or ends a run of silences. A call our own limiter never sent says
 * nothing about VTpass. Never throws: the purchase is settled already; a lost report is logged.
 */
export async function reportToBreaker(
  ctx: AppContext,
  service: ServiceKey,
  pass: BreakerPass,
  outcome: Classified,
  reference: string,
  log?: Log,
): Promise<void> {
  try {
    if (outcome.noAnswer) await recordUnanswered(ctx, service, outcome.noAnswer, reference, log);
    else if (!outcome.notSent && afterAnswered(pass.row)) await recordAnswered(ctx, service);
  } catch (err) {
    log?.error({ err, service }, "circuit breaker: the call's outcome could not be recorded");
  }
}

async function lockedRow(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], service: ServiceKey, now: Date) {
  await tx
    .insert(providerBreakers)
    .values({ key: keyOf(service), updatedAt: now })
    .onConflictDoNothing({ target: providerBreakers.key });
  const [stored] = await tx
    .select()
    .from(providerBreakers)
    .where(eq(providerBreakers.key, keyOf(service)))
    .for("update");
  return rowOf(stored);
}

async function recordUnanswered(ctx: AppContext, service: ServiceKey, why: string, reference: string, log?: Log) {
  const now = ctx.now();
  const tripped = await ctx.db.transaction(async (tx) => {
    const { next, tripped } = afterUnanswered(await lockedRow(tx, service, now), now, breakerSettings(ctx.config), why);
    await tx
      .update(providerBreakers)
      .set({ ...next, updatedAt: now })
      .where(eq(providerBreakers.key, keyOf(service)));
    if (tripped)
      await recordProviderAlert(tx, {
        provider: "vtpass",
        code: alertCode(service),
        message: `${SERVICE_LABEL[service]} circuit breaker open: ${next.reason}. New ${SERVICE_LABEL[service]} purchases are refused; pending ones are still re-queried; a trial purchase after the cool-down decides.`,
        reference,
        at: now,
      });
    return tripped;
  });
  if (tripped) log?.warn({ service, reference }, "circuit breaker opened: VTpass is not answering");
}

async function recordAnswered(ctx: AppContext, service: ServiceKey) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const change = afterAnswered(await lockedRow(tx, service, now));
    if (!change) return;
    await tx
      .update(providerBreakers)
      .set({ ...change.next, updatedAt: now })
      .where(eq(providerBreakers.key, keyOf(service)));
    // The alert says a breaker is open: it goes with it (the admin resolves account alerts, not this one).
    if (change.closed)
      await tx
        .update(providerAlerts)
        .set({ resolvedAt: now, resolvedByEmail: null })
        .where(
          and(
            eq(providerAlerts.provider, "vtpass"),
            eq(providerAlerts.code, alertCode(service)),
            isNull(providerAlerts.resolvedAt),
          ),
        );
  });
}

/** The services whose breaker refuses new purchases right now, with the customer's message. */
export async function servicesRefusedByBreaker(ctx: AppContext): Promise<Map<ServiceKey, string>> {
  const rows = await ctx.db
    .select()
    .from(providerBreakers)
    .where(sql`${providerBreakers.state} <> 'closed'`);
  const now = ctx.now();
  const s = breakerSettings(ctx.config);
  const refused = new Map<ServiceKey, string>();
  for (const service of SERVICE_KEYS) {
    const r = rows.find((x) => x.key === keyOf(service));
    if (r && gateOf(rowOf(r), now, s) === "refuse") refused.set(service, breakerOffMessage(service));
  }
  return refused;
}

/** Every purchase service's breaker for the admin: its state, since when and why. */
export async function listBreakers(ctx: AppContext): Promise<ProviderBreaker[]> {
  const rows = await ctx.db.select().from(providerBreakers);
  const now = ctx.now();
  const s = breakerSettings(ctx.config);
  return SERVICE_KEYS.map((service) => {
    const stored = rows.find((x) => x.key === keyOf(service));
    const r = stored ? rowOf(stored) : null;
    return {
      service,
      label: SERVICE_LABEL[service],
      state: r?.state ?? "closed",
      refusing: gateOf(r, now, s) === "refuse",
      failures: r?.failures ?? 0,
      opened_at: r?.openedAt?.toISOString() ?? null,
      reason: r?.reason ?? null,
      trial_at: r?.trialAt?.toISOString() ?? null,
    };
  });
}
