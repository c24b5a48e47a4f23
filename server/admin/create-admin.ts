import { eq } from "drizzle-orm";
import { z } from "zod";
import { emailField, passwordField } from "../../lib/contracts/account";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "../accounts/password-hash";

export const createAdminInput = z.object({
  email: emailField,
  password: passwordField,
  name: z.string().trim().min(1).max(120).optional(),
});
export type CreateAdminInput = z.input<typeof createAdminInput>;

/** Admins have no phone of their own; the column is required for customers. */
const ADMIN_PHONE = "00000000000";

/**
 * Creates a verified, active admin, or promotes the account with that email: admin, verified,
 * active, and the given password (scrypt) from now on. Throws a ZodError for a bad email/password.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: CreateAdminInput,
  now: Date,
): Promise<{ userId: string; created: boolean }> {
  const { email, password, name } = createAdminInput.parse(input);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for("update");
    if (existing) {
      await tx
        .update(users)
        .set({
          isAdmin: true,
          status: "active",
          passwordHash,
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          ...(name ? { name } : {}),
          updatedAt: now,
        })
        .where(eq(users.id, existing.id));
      return { userId: existing.id, created: false };
    }
    const [row] = await tx
      .insert(users)
      .values({
        name: name ?? "Administrator",
        email,
        phone: ADMIN_PHONE,
        passwordHash,
        emailVerifiedAt: now,
        isAdmin: true,
        status: "active",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) throw new Error(`An account with ${email} was created at the same time; run the command again.`);
    return { userId: row.id, created: true };
  });
}

/** The demo admin (sandbox only): created once; an existing account with that email is left alone. */
export async function ensureDemoAdmin(
  db: Db,
  creds: { email: string; password: string },
  now: Date,
): Promise<"created" | "exists"> {
  const exists = async () =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, creds.email.toLowerCase())).limit(1)).length >
    0;
  if (await exists()) return "exists";
  try {
    await createOrPromoteAdmin(db, { email: creds.email, password: creds.password, name: "Demo Admin" }, now);
  } catch (err) {
    // Another API instance starting at the same moment created it first.
    if (await exists()) return "exists";
    throw err;
  }
  return "created";
}
