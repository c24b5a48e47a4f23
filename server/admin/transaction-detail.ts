import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import {
  adminAuditLog,
  journals,
  ledgerAccounts,
  ledgerEntries,
  purchaseProviderRequests,
  transactions,
  users,
} from "../db/schema";
import type { Db } from "../db/client";
import type { TransactionDetail } from "../../lib/contracts/admin-transactions";
import { koboToNaira } from "../../lib/money";
import { transactionTargetName, toAuditView } from "./audit-log";
import { transactionHistory } from "./transaction-history";
import { earnedCommissionKobo } from "./commission";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** One transaction with its customer, provider request and answers, ledger entries, related rows and audit trail. */
export async function transactionDetail(db: Db, id: string): Promise<TransactionDetail | null> {
  const [hit] = await db
    .select({
      t: transactions,
      u: { id: users.id, name: users.name, email: users.email, phone: users.phone, status: users.status },
    })
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .where(eq(transactions.id, id));
  if (!hit) return null;
  const { t, u } = hit;
  const details = t.details as Record<string, unknown>;
  const [[pr], related, audit] = await Promise.all([
    db.select().from(purchaseProviderRequests).where(eq(purchaseProviderRequests.transactionId, id)),
    db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, t.userId), sql`${transactions.details}->>'purchase_id' = ${id}`))
      .orderBy(asc(transactions.createdAt)),
    db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, "transaction"), eq(adminAuditLog.targetId, id)))
      .orderBy(desc(adminAuditLog.createdAt)),
  ]);
  // Its own journal, and the refund/cashback journals the engine (or an admin) posted for it.
  const journalIds = [t.journalId, ...related.map((r) => r.journalId)].filter((j): j is string => Boolean(j));
  const entries = await db
    .select({ e: ledgerEntries, j: journals, code: ledgerAccounts.code, kind: ledgerAccounts.kind })
    .from(ledgerEntries)
    .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      or(
        inArray(ledgerEntries.journalId, journalIds.length ? journalIds : ["00000000-0000-0000-0000-000000000000"]),
        inArray(journals.idempotencyKey, [`refund:${id}`, `cashback:${id}`]),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  const refunded = details.refunded === true;
  const auditNames = new Map([[t.id, transactionTargetName(t.service, u.name)]]);
  return {
    transaction: {
      id: t.id,
      type: t.type,
      service: t.service,
      amount: koboToNaira(t.amount),
      status: t.status,
      reference: t.reference,
      request_id: t.requestId,
      provider_reference: t.providerReference,
      channel: t.channel,
      commission: koboToNaira(earnedCommissionKobo(t)),
      cashback: koboToNaira(t.cashbackKobo),
      refunded,
      details,
      date: t.createdAt.toISOString(),
      updated_at: t.updatedAt.toISOString(),
    },
    customer: u,
    provider: pr
      ? {
          provider: pr.provider,
          request_id: pr.providerRequestId,
          payload: pr.payload,
          last_outcome: pr.lastOutcome,
          last_code: pr.lastCode,
          last_reason: pr.lastReason,
          attempts: pr.attempts,
          next_check_at: iso(pr.nextCheckAt),
          created_at: pr.createdAt.toISOString(),
          finalized_at: iso(pr.finalizedAt),
        }
      : null,
    history: transactionHistory(t, pr ?? null),
    ledger_entries: entries.map(({ e, j, code, kind }) => ({
      journal_id: j.id,
      journal_kind: j.kind,
      idempotency_key: j.idempotencyKey,
      description: j.description,
      account: kind === "wallet" ? "wallet" : code,
      amount: koboToNaira(e.amount),
      created_at: e.createdAt.toISOString(),
    })),
    related: related.map((r) => ({
      id: r.id,
      type: r.type,
      reference: r.reference,
      amount: koboToNaira(r.amount),
      status: r.status,
      date: r.createdAt.toISOString(),
    })),
    audit: audit.map((r) => toAuditView(r, auditNames)),
    actions: {
      can_requery: t.type === "purchase" && t.status === "pending" && Boolean(pr),
      can_refund: t.type === "purchase" && t.status === "failed" && !refunded,
    },
  };
}
