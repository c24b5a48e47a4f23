import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ledgerAccounts, users } from "../db/schema";
import { lastPosition } from "../db/list-positions";
import type { Db } from "../db/client";
import { listTotal } from "../db/list-total";
import { containsPattern, optionalText, pageQuery, paginate } from "../http/route-kit";
import { positionKeys, positionPage, positionQuery } from "../http/position-page";
import {
  CUSTOMER_STATUSES,
  type AdminCustomer,
  type adminCustomersResponse,
} from "../../lib/contracts/admin-customers";
import { koboToNaira } from "../../lib/money";
import { PAGE_SIZE } from "../../lib/contracts/common";

export const customersQuery = z.object({
  ...pageQuery(PAGE_SIZE),
  ...positionQuery,
  search: optionalText(100).describe("Part of a name, email or phone."),
  status: z.enum(CUSTOMER_STATUSES).optional(),
});
export type CustomersQuery = z.infer<typeof customersQuery>;

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  status: users.status,
  kycStatus: users.kycStatus,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  balance: ledgerAccounts.balance,
};

interface Row {
  id: string;
  name: string;
  email: string;
  phone: string;
  status: string;
  kycStatus: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  /** Null until the wallet account is opened. */
  balance: number | null;
}

export function toAdminCustomer(r: Row): AdminCustomer {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    balance: koboToNaira(r.balance ?? 0),
    status: r.status,
    kyc_status: r.kycStatus,
    email_verified: r.emailVerifiedAt !== null,
    created_at: r.createdAt.toISOString(),
  };
}

/** Customers only (admins are not listed), newest first (the order they joined), with their wallet balance. */
export async function listCustomers(
  db: Db,
  q: CustomersQuery,
): Promise<Omit<z.infer<typeof adminCustomersResponse>, "status" | "total">> {
  const where: SQL[] = [eq(users.isAdmin, false)];
  if (q.status) where.push(eq(users.status, q.status));
  if (q.search) {
    const p = containsPattern(q.search);
    where.push(or(ilike(users.name, p), ilike(users.email, p), ilike(users.phone, p))!);
  }
  // The whole list (no filter) is numbered: its last position is its exact total and a page by
  // number is a seek (server/http/position-page.ts). A search or a status is counted (listTotal).
  const last = !q.status && !q.search ? await lastPosition(db, "customers") : null;
  const page = positionPage(users.customerPosition, q, last);
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(and(...where, page.seek))
    .orderBy(...page.orderBy)
    .limit(q.per_page)
    .offset(page.offset);
  const [{ total }, rows] = await Promise.all([
    last !== null
      ? { total: last }
      : listTotal(
          db,
          db
            .select({ one: sql`1` })
            .from(users)
            .where(and(...where)),
        ),
    db
      .select({ ...columns, position: users.customerPosition })
      .from(users)
      .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
      .where(inArray(users.id, pageIds))
      .orderBy(desc(users.customerPosition)),
  ]);
  return {
    customers: rows.map(toAdminCustomer),
    pagination: paginate(
      "/api/admin/customers",
      q,
      total,
      { search: q.search, status: q.status },
      positionKeys(rows, (r) => r.position),
    ),
  };
}

/** One customer (not an admin) as the list shows it, or null. */
export async function customerById(db: Db, id: string): Promise<AdminCustomer | null> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
    .where(and(eq(users.id, id), eq(users.isAdmin, false)));
  return row ? toAdminCustomer(row) : null;
}
