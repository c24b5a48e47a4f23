import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { referrals, referralSettings, users } from "../db/schema";
import {
  adminReferralSettingsResponse,
  adminReferralSettingsUpdate,
  adminReferralsResponse,
} from "../../lib/contracts/referrals";
import { PAGE_SIZE } from "../../lib/contracts/common";
import { koboToNaira, nairaToKobo } from "../../lib/money";
import { actorOf, recordAudit } from "../admin/audit-log";
import { answer, errorResponses, offsetOf, pageQuery, paginate, secured } from "../http/route-kit";
import { readReferralSettings, type ReferralSettings } from "./referral-settings";

const settingsView = (s: ReferralSettings) => ({
  enabled: s.enabled,
  threshold: koboToNaira(s.thresholdKobo),
  bonus: koboToNaira(s.bonusKobo),
  updated_at: s.updatedAt?.toISOString() ?? null,
});

const referrer = alias(users, "referrer");
const referred = alias(users, "referred");

/** The programme's settings (on/off, threshold, bonus; audited) and every referral with its payout. Admin only. */
export const referralAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/admin/referrals",
    {
      schema: {
        ...secured("admin", "Referral programme settings, totals, and referrals newest first with their payouts"),
        querystring: z.object(pageQuery(PAGE_SIZE)),
        response: { 200: adminReferralsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const [settings, [totals], rows] = await Promise.all([
        readReferralSettings(ctx.db),
        ctx.db
          .select({
            n: count(),
            paid: sql<string>`COUNT(*) FILTER (WHERE ${referrals.status} = 'paid')`,
            amount: sql<string>`COALESCE(SUM(${referrals.bonusKobo}) FILTER (WHERE ${referrals.status} = 'paid'), 0)`,
          })
          .from(referrals),
        ctx.db
          .select({ r: referrals, referrer, referred })
          .from(referrals)
          .innerJoin(referrer, eq(referrer.id, referrals.referrerUserId))
          .innerJoin(referred, eq(referred.id, referrals.referredUserId))
          .orderBy(desc(referrals.createdAt), desc(referrals.referredUserId))
          .limit(req.query.per_page)
          .offset(offsetOf(req.query)),
      ]);
      return answer(adminReferralsResponse, {
        status: "success",
        settings: settingsView(settings),
        totals: { referrals: totals.n, paid: Number(totals.paid), paid_amount: koboToNaira(Number(totals.amount)) },
        referrals: rows.map(({ r, referrer: a, referred: b }) => ({
          referrer_id: a.id,
          referrer_name: a.name,
          referrer_email: a.email,
          referred_id: b.id,
          referred_name: b.name,
          referred_email: b.email,
          code: r.code,
          status: r.status,
          reason: r.reason,
          bonus: r.bonusKobo === null ? null : koboToNaira(r.bonusKobo),
          created_at: r.createdAt.toISOString(),
          paid_at: r.paidAt?.toISOString() ?? null,
        })),
        pagination: paginate("/api/admin/referrals", req.query, totals.n),
      });
    },
  );

  app.put(
    "/admin/referrals/settings",
    {
      schema: {
        ...secured(
          "admin",
          "Turn the referral programme on or off and set the qualifying first funding and the bonus (audited)",
        ),
        body: adminReferralSettingsUpdate,
        response: { 200: adminReferralSettingsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const actor = await actorOf(ctx.db, req.auth!.userId);
      const next = {
        enabled: req.body.enabled,
        thresholdKobo: nairaToKobo(req.body.threshold)!,
        bonusKobo: nairaToKobo(req.body.bonus)!,
        updatedAt: ctx.now(),
      };
      await ctx.db.transaction(async (tx) => {
        const before = await readReferralSettings(tx);
        await tx
          .insert(referralSettings)
          .values({ id: 1, ...next })
          .onConflictDoUpdate({ target: referralSettings.id, set: next });
        await recordAudit(
          tx,
          actor,
          {
            action: "referral.settings",
            targetType: "referral_programme",
            targetId: "referrals",
            before: settingsView(before),
            after: settingsView(next),
          },
          ctx.now(),
        );
      });
      return answer(adminReferralSettingsResponse, {
        status: "success",
        message: `Referral programme ${next.enabled ? "on" : "off"}.`,
        settings: settingsView(next),
      });
    },
  );
};
