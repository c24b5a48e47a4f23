import { createHash } from "node:crypto";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import { bulkBatches, bulkRows, transactions, type BulkRowStatus } from "../db/schema";
import type { AppContext } from "../http/context";
import { AppError, notFound } from "../http/errors";
import type { Log } from "../accounts/logger";
import { approveDebit, type DebitApproval } from "../security/debit-approval";
import { walletBalanceKobo, type Tx } from "../wallet/ledger";
import { BULK_MSG, type BulkBatchView, type BulkRowView, type BulkServiceName } from "../../lib/contracts/bulk";
import { formatKobo, koboToNaira } from "../../lib/money";
import { dataPlanName } from "../../lib/purchases/display-names";
import { bigintArray } from "../db/sql-values";
import { readBulkCsv } from "./csv-file";
import { markRepeats } from "./repeats";
import { judgeRows } from "./rows";
import { bulkRowPriceKobo, bulkTotalKobo } from "./pricing";
import { bulkRequestId } from "./request-id";

type BatchRow = typeof bulkBatches.$inferSelect;

/** The same file uploaded again within this time answers the batch it made. */
const SAME_FILE_MS = 24 * 3_600_000;

/**
 * Reads, checks and prices an uploaded file into a batch in preview (nothing debited). The same
 * file (same bytes, same service) uploaded again within 24 h answers its earlier batch, whatever
 * its state, so a re-upload cannot buy twice; the check runs under an advisory lock per customer
 * and file, so two parallel uploads make one batch.
 */
export async function uploadBatch(
  ctx: AppContext,
  userId: string,
  input: { service: BulkServiceName; fileName: string; bytes: Buffer },
): Promise<{ batchId: string; reused: boolean }> {
  const records = readBulkCsv(input.bytes, input.service);
  const fileHash = createHash("sha256").update(input.service).update("\0").update(input.bytes).digest("hex");
  const earlier = await recentBatch(ctx, userId, fileHash);
  if (earlier) return { batchId: earlier.id, reused: true };
  const judged = await judgeRows(ctx, userId, input.service, records);
  const valid = judged.filter((r) => !r.error);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`bulk:${userId}:${fileHash}`}))`);
    const [again] = await tx
      .select({ id: bulkBatches.id })
      .from(bulkBatches)
      .where(sameFile(userId, fileHash, now));
    if (again) return { batchId: again.id, reused: true };
    const [batch] = await tx
      .insert(bulkBatches)
      .values({
        userId,
        service: input.service,
        fileName: input.fileName,
        fileHash,
        rowCount: judged.length,
        validCount: valid.length,
        totalKobo: bulkTotalKobo(valid.map((r) => r.priceKobo!)),
        createdAt: now,
      })
      .returning({ id: bulkBatches.id });
    await tx.insert(bulkRows).values(
      judged.map((r) => ({
        batchId: batch.id,
        rowNo: r.rowNo,
        phone: r.phone.slice(0, 50),
        network: r.network,
        plan: r.plan,
        planName: r.planName,
        // The face value the recipient gets (what the engine's order buys); the customer's price
        // at their level is the batch total's part and the debit (priced again by the engine).
        amountKobo: r.faceKobo,
        priceKobo: r.priceKobo,
        error: r.error,
        status: (r.error ? "invalid" : "ready") as BulkRowStatus,
        requestId: bulkRequestId(batch.id, r.rowNo),
        updatedAt: now,
      })),
    );
    return { batchId: batch.id, reused: false };
  });
}

const sameFile = (userId: string, fileHash: string, now: Date) =>
  and(
    eq(bulkBatches.userId, userId),
    eq(bulkBatches.fileHash, fileHash),
    gte(bulkBatches.createdAt, new Date(now.getTime() - SAME_FILE_MS)),
  );

async function recentBatch(ctx: AppContext, userId: string, fileHash: string) {
  const [hit] = await ctx.db
    .select()
    .from(bulkBatches)
    .where(sameFile(userId, fileHash, ctx.now()));
  return hit ?? null;
}

/** The customer's own batch; another's (or none) answers 404. */
export async function batchOf(ctx: AppContext, userId: string, batchId: string): Promise<BatchRow> {
  const [b] = await ctx.db
    .select()
    .from(bulkBatches)
    .where(and(eq(bulkBatches.id, batchId), eq(bulkBatches.userId, userId)));
  if (!b) throw notFound(BULK_MSG.notFound);
  return b;
}

/**
 * What the customer's confirmed batches will still spend: their rows not yet taken by the job, at
 * face value (a level's discount only lowers what they cost). A row the job has taken is left out:
 * its debit is made or moments away, and shows in the balance.
 */
async function setAsideKobo(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ kobo: sql<string>`coalesce(sum(${bulkRows.amountKobo}), 0)` })
    .from(bulkRows)
    .innerJoin(bulkBatches, eq(bulkBatches.id, bulkRows.batchId))
    .where(and(eq(bulkBatches.userId, userId), eq(bulkBatches.status, "confirmed"), eq(bulkRows.status, "queued")));
  return Number(row?.kobo ?? 0);
}

/**
 * The batch's lines priced again at the customer's level now (a level or a discount may have changed
 * since the file was checked). Changed prices are written to the lines and the batch's total, and
 * the confirm is refused (409) with the new total: the owner approves what will be debited.
 */
async function repriceBatch(ctx: AppContext, userId: string, batch: BatchRow): Promise<void> {
  const lines = await ctx.db
    .select({
      rowNo: bulkRows.rowNo,
      network: bulkRows.network,
      plan: bulkRows.plan,
      faceKobo: bulkRows.amountKobo,
      priceKobo: bulkRows.priceKobo,
    })
    .from(bulkRows)
    .where(and(eq(bulkRows.batchId, batch.id), eq(bulkRows.status, "ready")));
  // None ready (the batch has valid lines): a parallel confirm has queued them; it is answered as it stands.
  if (!lines.length) return;
  const priceOf = new Map<string, Promise<number>>();
  const priced = await Promise.all(
    lines.map(async (l) => {
      const key = `${l.network}|${l.plan}|${l.faceKobo}`;
      if (!priceOf.has(key))
        priceOf.set(
          key,
          bulkRowPriceKobo(ctx, userId, {
            service: batch.service,
            network: l.network ?? "",
            faceKobo: l.faceKobo ?? 0,
            plan: l.plan,
          }),
        );
      return { ...l, now: await priceOf.get(key)! };
    }),
  );
  const totalKobo = bulkTotalKobo(priced.map((l) => l.now));
  const changed = priced.filter((l) => l.priceKobo !== l.now);
  if (!changed.length && totalKobo === batch.totalKobo) return;
  // The changed lines and the total in one statement (so at once, without a transaction of its own).
  await ctx.db.execute(sql`
    WITH lines AS (
      UPDATE bulk_rows r SET price_kobo = v.price_kobo
        FROM unnest(${bigintArray(changed.map((l) => l.rowNo))}, ${bigintArray(changed.map((l) => l.now))})
             AS v (row_no, price_kobo)
       WHERE r.batch_id = ${batch.id} AND r.row_no = v.row_no)
    UPDATE bulk_batches SET total_kobo = ${totalKobo} WHERE id = ${batch.id} AND status = 'preview'`);
  // Lines stored before their price was kept (priceKobo null) are priced now; only a total that moved is refused.
  if (totalKobo !== batch.totalKobo)
    throw new AppError(409, BULK_MSG.pricesChanged(formatKobo(batch.totalKobo), formatKobo(totalKobo)));
}

/**
 * Confirms a batch in preview, once: its lines priced again (a changed total is refused with the
 * new one, repriceBatch), the owner's approval (PIN or passkey, for the batch's total),
 * then, under a lock per customer, the balance checked against this batch and what the customer's
 * other confirmed batches will still spend (two batches confirmed at once must not both count on
 * the same naira, and then fail row by row), and the batch and its valid rows queued. A batch
 * already confirmed is answered as it stands, with no approval asked (a retried confirm).
 */
export async function confirmBatch(
  ctx: AppContext,
  userId: string,
  batchId: string,
  approval: Pick<DebitApproval, "pin" | "passkey">,
  log?: Log,
): Promise<void> {
  const batch = await batchOf(ctx, userId, batchId);
  if (batch.status !== "preview") return;
  if (batch.validCount === 0) throw new AppError(422, BULK_MSG.nothingValid);
  await repriceBatch(ctx, userId, batch);
  await approveDebit(
    ctx,
    userId,
    { ...approval, requestId: `BULK_${batch.id}`, amountKobo: async () => batch.totalKobo },
    log,
  );
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`bulk-confirm:${userId}`}))`);
    // A parallel confirm of this batch that got the lock first has queued it: answered as it stands,
    // not judged again against a balance that now sets this same batch aside.
    const [current] = await tx
      .select({ status: bulkBatches.status })
      .from(bulkBatches)
      .where(eq(bulkBatches.id, batch.id));
    if (current?.status !== "preview") return;
    const balance = await walletBalanceKobo(tx, userId);
    const setAside = await setAsideKobo(tx, userId);
    if (balance - setAside < batch.totalKobo) {
      const [total, has] = [formatKobo(batch.totalKobo), formatKobo(balance)];
      throw new AppError(
        400,
        setAside > 0
          ? BULK_MSG.insufficientSetAside(total, has, formatKobo(setAside))
          : BULK_MSG.insufficient(total, has),
      );
    }
    const [flipped] = await tx
      .update(bulkBatches)
      .set({ status: "confirmed", confirmedAt: now })
      .where(and(eq(bulkBatches.id, batch.id), eq(bulkBatches.status, "preview")))
      .returning({ id: bulkBatches.id });
    if (!flipped) return; // a parallel confirm got there first
    await tx
      .update(bulkRows)
      .set({ status: "queued", updatedAt: now })
      .where(and(eq(bulkRows.batchId, batch.id), eq(bulkRows.status, "ready")));
  });
}

export const toBatchView = (b: BatchRow, counts: Record<string, number>): BulkBatchView => ({
  id: b.id,
  service: b.service,
  file_name: b.fileName,
  status: b.status,
  row_count: b.rowCount,
  valid_count: b.validCount,
  total: koboToNaira(b.totalKobo),
  created_at: b.createdAt.toISOString(),
  confirmed_at: b.confirmedAt?.toISOString() ?? null,
  completed_at: b.completedAt?.toISOString() ?? null,
  counts,
});

/** A row as the customer reads it: once bought, the purchase's own live status and reference; a repeat line marked. */
export async function rowsOf(ctx: AppContext, batchId: string): Promise<BulkRowView[]> {
  const rows = await ctx.db
    .select({
      r: bulkRows,
      txStatus: transactions.status,
      reference: transactions.reference,
      paidKobo: transactions.amount,
      details: transactions.details,
    })
    .from(bulkRows)
    .leftJoin(transactions, eq(transactions.id, bulkRows.transactionId))
    .where(eq(bulkRows.batchId, batchId))
    .orderBy(asc(bulkRows.rowNo));
  const views = rows.map(({ r, txStatus, reference, paidKobo, details }) => {
    const status = (r.status === "placed" ? (txStatus ?? "pending") : r.status) as BulkRowView["status"];
    const reason = details && typeof details.failure_reason === "string" ? details.failure_reason : null;
    return {
      row: r.rowNo,
      phone: r.phone,
      network: r.network,
      plan: r.plan,
      // As the plan list and the data form name it ("10 MB, 1 day"), not the catalogue's raw text.
      plan_name: r.planName === null ? null : dataPlanName(r.planName),
      amount: r.amountKobo === null ? null : koboToNaira(r.amountKobo),
      paid: paidKobo === null ? null : koboToNaira(paidKobo),
      refunded: paidKobo !== null && details?.refunded === true ? koboToNaira(paidKobo) : null,
      error: r.error,
      status,
      reference: reference ?? null,
      message: r.message ?? (status === "failed" ? reason : null),
    };
  });
  return markRepeats(views);
}

export const countsOf = (rows: BulkRowView[]) =>
  rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

export async function batchesOf(ctx: AppContext, userId: string): Promise<BatchRow[]> {
  return ctx.db
    .select()
    .from(bulkBatches)
    .where(eq(bulkBatches.userId, userId))
    .orderBy(desc(bulkBatches.createdAt))
    .limit(20);
}
