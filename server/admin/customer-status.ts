import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/schema";
import type { Db } from "../db/client";
import { revokeAllBearerTokens } from "../accounts/auth-tokens";
import { notFound } from "../http/errors";
import { recordAudit, type Actor } from "./audit-log";
import type { AdminCustomer } from "../../lib/contracts/admin-customers";
import { customerById } from "./customers-list";

export const customerStatusBody = z.object({
  status: z.enum(["active", "suspended"], { error: "status must be active or suspended." }),
});

/**
 * Suspends or reactivates a customer (never an admin), audited in the same transaction.
 * Suspending also signs the customer out everywhere: login and every bearer call already
 * refuse a suspended account.
 */
export async function setCustomerStatus(
  db: Db,
  actor: Actor,
  customerId: string,
  status: "active" | "suspended",
  now: Date,
): Promise<AdminCustomer> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.id, customerId), eq(users.isAdmin, false)))
      .for("update");
    if (!before) throw notFound("Customer not found.");
    await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, customerId));
    if (status === "suspended") await revokeAllBearerTokens(tx, customerId, now);
    await recordAudit(
      tx,
      actor,
      {
        action: "customer.status",
        targetType: "customer",
        targetId: customerId,
        before: { status: before.status },
        after: { status },
      },
      now,
    );
  });
  const customer = await customerById(db, customerId);
  if (!customer) throw notFound("Customer not found.");
  return customer;
}
