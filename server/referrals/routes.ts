import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { desc, eq, sql } from "drizzle-orm";
import { referrals, users } from "../db/schema";
import {
  myReferralsResponse,
  REFERRAL_CODE_PATTERN,
  REFERRALS_LISTED,
  referralCodeCheckResponse,
} from "../../lib/contracts/referrals";
import { koboToNaira } from "../../lib/money";
import { z } from "zod";
import { answer, errorResponses, secured, signedIn } from "../http/route-kit";
import { webUrl } from "../mail/web-links";
import { referralCodeOf, referrerOfCode } from "./referral-codes";
import { readReferralSettings } from "./referral-settings";

/** The customer's referral code, link and referrals (the Make Money page). */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Public: /register asks it before saying "You were invited with the code …". Codes are 8 of 31
  // characters (~8.5e11), so asking cannot enumerate them; the answer names no one.
  app.get(
    "/referral-codes/:code",
    {
      schema: {
        tags: ["referrals"],
        summary: "Whether a referral link's code would link a new customer now (no sign-in; names no one)",
        params: z.object({ code: z.string().max(32) }),
        response: { 200: referralCodeCheckResponse },
      },
    },
    async (req) => {
      const code = req.params.code.trim().toUpperCase();
      const valid =
        REFERRAL_CODE_PATTERN.test(code) &&
        (await readReferralSettings(ctx.db)).enabled &&
        (await referrerOfCode(ctx.db, code)) !== null;
      return answer(referralCodeCheckResponse, { status: "success", valid });
    },
  );

  app.get(
    "/referrals",
    {
      ...signedIn,
      schema: {
        ...secured(
          "referrals",
          "The customer's referral code and link (none while the programme is paused), the programme's terms, and the customers they referred (first names only)",
        ),
        response: { 200: myReferralsResponse, ...errorResponses(401) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      // While the programme is paused there is no link to share (it would link no one), and no code is made.
      const settings = await readReferralSettings(ctx.db);
      const [code, rows, [sums]] = await Promise.all([
        settings.enabled ? referralCodeOf(ctx.db, userId) : null,
        ctx.db
          .select({ r: referrals, name: users.name })
          .from(referrals)
          .innerJoin(users, eq(users.id, referrals.referredUserId))
          .where(eq(referrals.referrerUserId, userId))
          .orderBy(desc(referrals.createdAt))
          .limit(REFERRALS_LISTED),
        // Over every referral, not only the ones listed: a referrer with more than the list holds
        // has earned from all of them.
        ctx.db
          .select({
            total: sql<string>`COUNT(*)`,
            earnedKobo: sql<string>`COALESCE(SUM(${referrals.bonusKobo}) FILTER (WHERE ${referrals.status} = 'paid'), 0)`,
          })
          .from(referrals)
          .where(eq(referrals.referrerUserId, userId)),
      ]);
      return answer(myReferralsResponse, {
        status: "success",
        enabled: settings.enabled,
        code,
        link: code === null ? null : webUrl(ctx.config, `/register?ref=${code}`),
        threshold: koboToNaira(settings.thresholdKobo),
        bonus: koboToNaira(settings.bonusKobo),
        earned: koboToNaira(Number(sums.earnedKobo)),
        total: Number(sums.total),
        referrals: rows.map(({ r, name }) => ({
          name: name.trim().split(/\s+/)[0] ?? name,
          status: r.status,
          bonus: r.bonusKobo === null ? null : koboToNaira(r.bonusKobo),
          created_at: r.createdAt.toISOString(),
          paid_at: r.paidAt?.toISOString() ?? null,
        })),
      });
    },
  );
};
