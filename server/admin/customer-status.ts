import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/schema";
import type { Db } from "../db/client";
import { revokeAllBearerTokens } from "../accounts/auth-tokens";
import { notFound } from "../http/errors";
import { customerById, type AdminCustomer } from "./customers-list";

export const customerStatusBody = z.object({
  status: z.enum(["active", "suspended"], { error: "status must be active or suspended." }),
});

/**
 * Suspends or reactivates a customer (never an admin). Suspending also signs the customer out
 * everywhere: login and every bearer call already refuse a suspended account.
 */
export async function setCustomerStatus(db: Db, customerId: string, status: "active" | "suspended", now: Date): Promise<AdminCustomer> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status, updatedAt: now })
      .where(and(eq(users.id, customerId), eq(users.isAdmin, false)))
      .returning({ id: users.id });
    if (!row) throw notFound("Customer not found.");
    if (status === "suspended") await revokeAllBearerTokens(tx, customerId, now);
  });
  const customer = await customerById(db, customerId);
  if (!customer) throw notFound("Customer not found.");
  return customer;
}
