import { and, eq, inArray, sql } from "drizzle-orm";
import { bulkBatches, bulkRows } from "../db/schema";
import type { Log } from "../accounts/logger";
import type { AppContext } from "../http/context";
import { AppError } from "../http/errors";
import type { Job } from "../job";
import { existingPurchase, placePurchase, type Order } from "../purchases/engine";
import { priceOrder } from "../levels/price-quote";
import { airtimeOrder, dataOrder } from "../purchases/orders";
import { transactionByRequestId } from "../wallet/transactions-repo";
import { assertServiceOn } from "../purchases/service-availability";
import { koboToNaira } from "../../lib/money";
import { asPurchaseWork } from "../db/purchase-lane";
import { BULK_MSG } from "../../lib/contracts/bulk";
import { notifyFinishedBatches } from "./batch-summary";

/** Lines bought at once by one pass: each worker claims and buys one line at a time. */
const WORKERS = 10;
/** How long one pass keeps claiming rows before leaving the rest to the next tick. */
const PASS_BUDGET_MS = 20_000;

interface ClaimedRow {
  batchId: string;
  rowNo: number;
  userId: string;
  service: "airtime" | "data";
  phone: string;
  network: string;
  plan: string | null;
  amountKobo: number;
  /** What the owner approved it to cost; null for a line confirmed before prices were kept per line. */
  priceKobo: number | null;
  requestId: string;
}

/**
 * Claims a queued row once across instances (FOR UPDATE SKIP LOCKED, then a lease): a row whose
 * runner died is claimed again when its lease ends, and the purchase engine's request_id makes
 * the second try answer the first purchase instead of buying again. Lines are taken by their line
 * number first, so batches confirmed at once are bought side by side: a large batch does not hold
 * up a small one confirmed after it.
 */
async function claimRow(ctx: AppContext): Promise<ClaimedRow | null> {
  const now = ctx.now();
  const until = new Date(now.getTime() + ctx.config.VTPASS_TIMEOUT_MS * 2 + 60_000);
  const res = await ctx.db.execute(sql`
    UPDATE bulk_rows r
       SET status = 'processing', claimed_until = ${until.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      FROM bulk_batches b
     WHERE b.id = r.batch_id
       AND (r.batch_id, r.row_no) IN (
         SELECT c.batch_id, c.row_no FROM bulk_rows c
          WHERE c.status IN ('queued', 'processing')
            AND (c.claimed_until IS NULL OR c.claimed_until < ${now.toISOString()}::timestamptz)
          ORDER BY c.row_no, c.batch_id
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
    RETURNING r.batch_id, r.row_no, b.user_id, b.service, r.phone, r.network, r.plan, r.amount_kobo, r.price_kobo,
              r.request_id`);
  const [claimed] = (res as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    batchId: String(r.batch_id),
    rowNo: Number(r.row_no),
    userId: String(r.user_id),
    service: r.service as "airtime" | "data",
    phone: String(r.phone),
    network: String(r.network),
    plan: r.plan === null ? null : String(r.plan),
    amountKobo: Number(r.amount_kobo),
    priceKobo: r.price_kobo === null ? null : Number(r.price_kobo),
    requestId: String(r.request_id),
  }));
  return claimed ?? null;
}

/** The row as the purchase pages would send it, through the same order builders (one engine). */
async function orderOf(ctx: AppContext, r: ClaimedRow): Promise<Order> {
  if (r.service === "airtime") {
    const body = { network: r.network, phone: r.phone, amount: koboToNaira(r.amountKobo), request_id: r.requestId };
    return airtimeOrder(ctx, body);
  }
  const body = {
    network_id: r.network,
    variation_id: r.plan ?? "",
    amount: koboToNaira(r.amountKobo),
    phone: r.phone,
    request_id: r.requestId,
  };
  return dataOrder(ctx, body);
}

async function finishRow(
  ctx: AppContext,
  r: ClaimedRow,
  patch: { status: "placed" | "failed" | "queued"; transactionId?: string; message?: string | null; retryAt?: Date },
) {
  await ctx.db
    .update(bulkRows)
    .set({
      status: patch.status,
      transactionId: patch.transactionId,
      message: patch.message ?? null,
      claimedUntil: patch.retryAt ?? null,
      updatedAt: ctx.now(),
    })
    .where(and(eq(bulkRows.batchId, r.batchId), eq(bulkRows.rowNo, r.rowNo)));
}

/** One row through the one purchase engine, as its owner approved with the batch. */
async function buyRow(ctx: AppContext, r: ClaimedRow, log?: Log): Promise<void> {
  try {
    const order = await orderOf(ctx, r);
    const earlier = await existingPurchase(ctx, r.userId, r.requestId, order.fingerprint);
    if (earlier) return finishRow(ctx, r, { status: "placed", transactionId: earlier.row.id });
    await assertServiceOn(ctx.db, r.service);
    const priced = await priceOrder(ctx, r.userId, order);
    // Never more than the owner approved for this line (a level or discount changed since the confirm).
    if (r.priceKobo !== null && priced.amountKobo > r.priceKobo)
      return finishRow(ctx, r, { status: "failed", message: BULK_MSG.priceRose });
    // Not notified line by line: the batch's one summary tells the owner (batch-summary.ts).
    const result = await placePurchase(ctx, r.userId, { ...priced, channel: "bulk" }, log);
    await finishRow(ctx, r, { status: "placed", transactionId: result.row.id });
  } catch (err) {
    // Whatever happened, a purchase made under this row's request_id is the row's outcome.
    const made = await transactionByRequestId(ctx.db, r.userId, r.requestId);
    if (made) return finishRow(ctx, r, { status: "placed", transactionId: made.id });
    // A refusal before any debit (low balance, service off, provider down): not bought, and said why.
    if (err instanceof AppError) return finishRow(ctx, r, { status: "failed", message: err.message });
    log?.error({ err, batch: r.batchId, row: r.rowNo }, "bulk row not bought; retried");
    await finishRow(ctx, r, { status: "queued", retryAt: new Date(ctx.now().getTime() + 60_000) });
  }
}

/**
 * Batches whose rows are all settled in the bulk sense (placed, failed or invalid) become done:
 * tried after each line (one indexed statement) and once more at the end of a pass for every batch
 * it bought lines of. A batch another worker or instance is still buying a line of stays confirmed
 * here; that worker's own try, made after its line is recorded, closes it.
 */
async function closeBatches(ctx: AppContext, batchIds: string[]) {
  if (!batchIds.length) return;
  await ctx.db
    .update(bulkBatches)
    .set({ status: "done", completedAt: ctx.now() })
    .where(
      and(
        inArray(bulkBatches.id, batchIds),
        eq(bulkBatches.status, "confirmed"),
        sql`NOT EXISTS (SELECT 1 FROM bulk_rows r WHERE r.batch_id = ${bulkBatches.id} AND r.status IN ('queued', 'processing'))`,
      ),
    );
}

/**
 * One pass: WORKERS lines bought at once, each worker taking the next line as soon as its own is
 * done (a line waiting on a slow provider holds up only itself), until none is due or the pass's
 * time budget is spent.
 */
export async function processBulkRows(ctx: AppContext, log?: Log): Promise<number> {
  const started = Date.now();
  let done = 0;
  const touched = new Set<string>();
  const worker = async (first: ClaimedRow | null) => {
    let row = first;
    while (row) {
      touched.add(row.batchId);
      // Each row is purchase work: through the purchases' gate, like a purchase request (server/db/lane-pool.ts).
      const claimed = row;
      await asPurchaseWork(() => buyRow(ctx, claimed, log));
      done += 1;
      // Its batch is done as soon as its last line is: not at the end of a pass that is still
      // buying other batches' lines (up to PASS_BUDGET_MS later).
      await closeBatches(ctx, [claimed.batchId]);
      row = Date.now() - started < PASS_BUDGET_MS ? await claimRow(ctx) : null;
    }
  };
  try {
    // One claim first: a pass with nothing queued (nearly every pass) costs one statement, not WORKERS.
    const first = await claimRow(ctx);
    if (first)
      await Promise.all([worker(first), ...Array.from({ length: WORKERS - 1 }, () => claimRow(ctx).then(worker))]);
  } finally {
    await closeBatches(ctx, [...touched]);
  }
  // Every pass, even one that bought nothing: a batch's last pending purchase may have settled since.
  await notifyFinishedBatches(ctx);
  return done;
}

export const bulkPurchaseJob: Job = {
  name: "bulk-purchases",
  run: async (ctx, log) => {
    await processBulkRows(ctx, log);
  },
};
