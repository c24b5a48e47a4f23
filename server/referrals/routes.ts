import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { desc, eq } from "drizzle-orm";
import { referrals, users } from "../db/schema";
import { myReferralsResponse } from "../../lib/contracts/referrals";
import { koboToNaira } from "../../lib/money";
import { answer, errorResponses, secured, signedIn } from "../http/route-kit";
import { webUrl } from "../mail/web-links";
import { referralCodeOf } from "./referral-codes";
import { readReferralSettings } from "./referral-settings";

/** The customer's referral code, link and referrals (the Make Money page). */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/referrals",
    {
      ...signedIn,
      schema: {
        ...secured(
          "referrals",
          "The customer's referral code and link, the programme's terms, and the customers they referred (first names only)",
        ),
        response: { 200: myReferralsResponse, ...errorResponses(401) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      const [code, settings, rows] = await Promise.all([
        referralCodeOf(ctx.db, userId),
        readReferralSettings(ctx.db),
        ctx.db
          .select({ r: referrals, name: users.name })
          .from(referrals)
          .innerJoin(users, eq(users.id, referrals.referredUserId))
          .where(eq(referrals.referrerUserId, userId))
          .orderBy(desc(referrals.createdAt))
          .limit(100),
      ]);
      return answer(myReferralsResponse, {
        status: "success",
        enabled: settings.enabled,
        code,
        link: webUrl(ctx.config, `/register?ref=${code}`),
        threshold: koboToNaira(settings.thresholdKobo),
        bonus: koboToNaira(settings.bonusKobo),
        earned: koboToNaira(rows.reduce((a, x) => a + (x.r.status === "paid" ? (x.r.bonusKobo ?? 0) : 0), 0)),
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
