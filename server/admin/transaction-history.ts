import type { purchaseProviderRequests } from "../db/schema";
import type { TransactionRow } from "../wallet/transactions-repo";
import type { TransactionDetail } from "../../lib/contracts/admin-transactions";
import { formatKobo } from "../../lib/money";

type ProviderRequest = typeof purchaseProviderRequests.$inferSelect;
type HistoryEntry = TransactionDetail["history"][number];

const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

/**
 * What happened to a transaction, oldest first, from what its rows keep: a purchase is placed
 * (debited, sent to VTpass), then delivered or failed when its provider request was finalized, and
 * a delivered one may later be reversed (details.delivered_at / reversed_at, written by
 * settle-reversed.ts). Other rows have the one state they were written in.
 */
export function transactionHistory(t: TransactionRow, pr: ProviderRequest | null): HistoryEntry[] {
  const d = t.details as Record<string, unknown>;
  if (t.type !== "purchase") return [{ status: t.status, at: t.createdAt.toISOString(), note: null }];
  const history: HistoryEntry[] = [
    {
      status: "pending",
      at: t.createdAt.toISOString(),
      note: `Debited ${formatKobo(t.amount)}; sent to the provider.`,
    },
  ];
  const deliveredAt =
    text(d.delivered_at) ?? (t.status === "delivered" ? (pr?.finalizedAt?.toISOString() ?? null) : null);
  if (deliveredAt) history.push({ status: "delivered", at: deliveredAt, note: "Delivered, as the provider reported." });
  if (t.status === "failed" && pr?.finalizedAt)
    history.push({
      status: "failed",
      at: pr.finalizedAt.toISOString(),
      note: `${text(d.failure_reason) ?? "Failed"}${d.refunded === true ? "; refunded to the wallet." : "; not refunded."}`,
    });
  const reversedAt = text(d.reversed_at);
  if (reversedAt) {
    const why = [text(d.reversal_code) && `code ${text(d.reversal_code)}`, text(d.reversal_reason)].filter(Boolean);
    history.push({
      status: "reversed",
      at: reversedAt,
      note:
        `The provider reversed it${why.length ? ` (${why.join(", ")})` : ""}; ${formatKobo(t.amount)} refunded to the wallet` +
        (typeof d.cashback_taken_back_kobo === "number"
          ? `, cashback ${formatKobo(d.cashback_taken_back_kobo)} taken back.`
          : "."),
    });
  }
  return history;
}
