import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { adminAuditLog, transactions, users } from "../db/schema";
import { OPERATOR_SERVICE_NAMES } from "../../lib/purchases/service-catalog";
import type { Db } from "../db/client";
import type { Tx } from "../wallet/ledger";
import { containsPattern, offsetOf, optionalText, pageQuery, paginate } from "../http/route-kit";
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntryView,
  type adminAuditLogResponse,
} from "../../lib/contracts/admin-audit";
import { PAGE_SIZE } from "../../lib/contracts/common";

/** The admin doing something: id and email, read once per request. */
export interface Actor {
  id: string;
  email: string;
}

export async function actorOf(db: Db, userId: string): Promise<Actor> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? { id: userId, email: "unknown" };
}

export interface AuditEntry {
  action: AuditAction;
  targetType:
    | "customer"
    | "cashback_rate"
    | "service"
    | "transaction"
    | "provider_alert"
    | "case"
    | "schedule"
    | "level"
    | "referral_programme";
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes one audit row; call it with the action's own transaction handle. */
export async function recordAudit(tx: Tx, actor: Actor, e: AuditEntry, at: Date): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminId: actor.id,
    adminEmail: actor.email,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    before: e.before,
    after: e.after,
    createdAt: at,
  });
}

export const auditLogQuery = z.object({
  ...pageQuery(PAGE_SIZE),
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(", ")}.` }).optional(),
  target_id: optionalText(100).describe("A customer id, a transaction id, a service key."),
  search: optionalText(100).describe("Part of the admin's email or the target id."),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export function auditFilters(q: Pick<AuditLogQuery, "action" | "target_id" | "search">): SQL[] {
  const where: SQL[] = [];
  if (q.action) where.push(eq(adminAuditLog.action, q.action));
  if (q.target_id) where.push(eq(adminAuditLog.targetId, q.target_id));
  if (q.search) {
    const p = containsPattern(q.search);
    where.push(or(ilike(adminAuditLog.adminEmail, p), ilike(adminAuditLog.targetId, p))!);
  }
  return where;
}

/** A transaction as the audit log names it: "Airtime for Ada Obi". */
export const transactionTargetName = (service: string, customerName: string) =>
  `${OPERATOR_SERVICE_NAMES[service] ?? service} for ${customerName}`;

type AuditRow = typeof adminAuditLog.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The names of the entries' targets (issue 16: the log showed ids): a customer by name, a
 * transaction by its service and customer, a service or cashback rate by the service's name.
 * Two reads for a whole page, whatever its length.
 */
export async function auditTargetNames(db: Db | Tx, rows: readonly AuditRow[]): Promise<Map<string, string>> {
  const ids = (type: string) =>
    [...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId))].filter((id) => UUID.test(id));
  const customerIds = ids("customer");
  const transactionIds = ids("transaction");
  const [people, purchases] = await Promise.all([
    customerIds.length
      ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, customerIds))
      : [],
    transactionIds.length
      ? db
          .select({ id: transactions.id, service: transactions.service, name: users.name })
          .from(transactions)
          .innerJoin(users, eq(users.id, transactions.userId))
          .where(inArray(transactions.id, transactionIds))
      : [],
  ]);
  const names = new Map<string, string>();
  for (const p of people) names.set(p.id, p.name);
  for (const t of purchases) names.set(t.id, transactionTargetName(t.service, t.name));
  for (const r of rows)
    if ((r.targetType === "service" || r.targetType === "cashback_rate") && OPERATOR_SERVICE_NAMES[r.targetId])
      names.set(r.targetId, OPERATOR_SERVICE_NAMES[r.targetId]);
  return names;
}

export const toAuditView = (r: AuditRow, names: ReadonlyMap<string, string> = new Map()): AuditEntryView => ({
  id: r.id,
  admin_email: r.adminEmail,
  action: r.action,
  target_type: r.targetType,
  target_id: r.targetId,
  target_name: names.get(r.targetId) ?? null,
  before: r.before ?? null,
  after: r.after ?? null,
  created_at: r.createdAt.toISOString(),
});

/** The audit log, newest first. */
export async function listAuditLog(
  db: Db,
  q: AuditLogQuery,
): Promise<Omit<z.infer<typeof adminAuditLogResponse>, "status">> {
  const where = and(...auditFilters(q));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(adminAuditLog).where(where),
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(q.per_page)
      .offset(offsetOf(q)),
  ]);
  const names = await auditTargetNames(db, rows);
  return {
    entries: rows.map((r) => toAuditView(r, names)),
    pagination: paginate("/api/admin/audit-log", q, Number(total), {
      action: q.action,
      target_id: q.target_id,
      search: q.search,
    }),
  };
}
