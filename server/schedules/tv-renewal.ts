import { and, eq, inArray, sql } from "drizzle-orm";
import { LIVE_SCHEDULE_STATUSES, SCHEDULE_MSG } from "../../lib/contracts/schedules";
import { isUuid } from "../../lib/contracts/common";
import { koboToNaira } from "../../lib/money";
import type { Log } from "../accounts/logger";
import { schedules, transactions } from "../db/schema";
import type { AppContext } from "../http/context";
import { conflict, notFound, validationFailed } from "../http/errors";
import type { AssertionJson } from "../../lib/contracts/passkeys";
import { LAGOS_OFFSET_MS } from "../../lib/contracts/schedules";
import { createSchedule } from "./schedules";

/**
 * TV auto-renew: a delivered cable TV purchase renews the same plan on the same smartcard every
 * month, the day before it would lapse. VTpass's catalogue gives no plan period, so a plan is taken
 * to last one calendar month from the purchase: bought on the 24th, it lapses on the 24th of the
 * next month and renews on the 23rd, every month (bought on the 1st: renews on each month's last day).
 * The renewal runs at the purchase's time of day.
 */
export function renewalDayOf(purchasedAt: Date): number {
  const day = new Date(purchasedAt.getTime() + LAGOS_OFFSET_MS).getUTCDate();
  return day === 1 ? 31 : day - 1;
}

export async function createTvRenewal(
  ctx: AppContext,
  userId: string,
  body: { transaction_id: string; request_id: string; pin?: string; passkey?: AssertionJson },
  log?: Log,
) {
  if (!isUuid(body.transaction_id)) throw notFound("Transaction not found.");
  const [txn] = await ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, body.transaction_id), eq(transactions.userId, userId)));
  if (!txn) throw notFound("Transaction not found.");
  const d = txn.details as Record<string, string | null | undefined>;
  if (txn.type !== "purchase" || txn.service !== "cabletv" || txn.status !== "delivered" || !d.smartcard_number)
    throw validationFailed({ transaction_id: [SCHEDULE_MSG.renewalNotTv] });
  const [existing] = await ctx.db
    .select({ id: schedules.id, creationRequestId: schedules.creationRequestId })
    .from(schedules)
    .where(
      and(
        eq(schedules.userId, userId),
        eq(schedules.kind, "tv_renewal"),
        inArray(schedules.status, [...LIVE_SCHEDULE_STATUSES]),
        sql`${schedules.purchase}->>'smartcard' = ${d.smartcard_number}`,
      ),
    );
  if (existing && existing.creationRequestId !== body.request_id) throw conflict(SCHEDULE_MSG.renewalExists);
  return createSchedule(
    ctx,
    userId,
    {
      kind: "tv_renewal",
      service: "cabletv",
      purchase: {
        provider: d.provider,
        smartcard: d.smartcard_number,
        plan: d.variation_code,
        amount: koboToNaira(txn.amount),
        phone: d.phone,
        customer_name: d.customer_name ?? null,
      },
      timing: {
        frequency: "monthly",
        // The first renewal is the first day-of-month occurrence after the purchase.
        startAt: new Date(txn.createdAt.getTime() + 60_000),
        dayOfMonth: renewalDayOf(txn.createdAt),
        endAt: null,
        maxRuns: null,
      },
      requestId: body.request_id,
      pin: body.pin,
      passkey: body.passkey,
      sourceTransactionId: txn.id,
    },
    log,
  );
}
