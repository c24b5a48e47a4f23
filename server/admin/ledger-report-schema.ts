import { z } from "zod";

/** LedgerCheckReport (server/wallet/ledger-check.ts) for the OpenAPI document. Amounts in kobo. */
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
