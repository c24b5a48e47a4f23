import { z } from "zod";
import { successStatus } from "./common";

/**
 * The admin API's answers for the dashboard and the ledger check: the API's route `response`
 * schemas and the admin pages' parsers are these objects (the other admin answers are in the
 * admin-*.ts files beside this one). Money is in naira unless a field says kobo.
 */

/** The signed-in admin as the API and the admin cookie hold it. */
export const adminUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /admin/user: the signed-in admin (also how the admin login confirms a token is an admin's). */
export const adminUserResponse = z.object({ data: adminUserSchema });

/** The web's own POST /api/admin/login answer (app/api/admin/login): the admin the session holds, no token. */
export const adminSessionLoginResponse = z.object({ admin: adminUserSchema });

/** GET /admin/stats: the dashboard cards; commission in naira, today = the Lagos day. */
export const adminStatsResponse = z.object({
  status: successStatus,
  stats: z.object({
    total_transactions: z.number().int(),
    total_commission: z.number(),
    today_commission: z.number(),
    virtual_accounts: z.number().int(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsResponse>["stats"];

const seriesPoint = {
  volume: z.number().describe("Naira of successful purchases."),
  purchases: z.number().int(),
  commission: z.number().describe("Naira (rows that kept their money)."),
};
export const statsSeriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string().describe("Lagos day, YYYY-MM-DD."), ...seriesPoint })),
  services: z.array(z.object({ service: z.string(), label: z.string(), ...seriesPoint })),
  totals: z.object(seriesPoint),
});
export type StatsSeries = z.infer<typeof statsSeriesSchema>;
/** GET /admin/stats/series: the dashboard charts. */
export const adminStatsSeriesResponse = z.object({ status: successStatus, series: statsSeriesSchema });

/** The ledger check (server/wallet/ledger-check.ts). Amounts in kobo. */
export const ledgerReportSchema = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  journals: z.number().int(),
  balanceMismatches: z.array(
    z.object({ accountId: z.string(), code: z.string(), balanceKobo: z.number(), entriesSumKobo: z.number() }),
  ),
  unbalancedJournals: z.array(
    z.object({ journalId: z.string(), idempotencyKey: z.string(), sumKobo: z.number(), entryCount: z.number() }),
  ),
  negativeAccounts: z.array(z.object({ accountId: z.string(), code: z.string(), balanceKobo: z.number() })),
});
export type LedgerReport = z.infer<typeof ledgerReportSchema>;
/** GET /admin/ledger-check. */
export const adminLedgerCheckResponse = z.object({ status: successStatus, report: ledgerReportSchema });
