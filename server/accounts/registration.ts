import { API_MSG } from "../../lib/contracts/messages";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import { validationFailed } from "../http/errors";
import { sendRegistrationCode } from "./email-verification";
import type { Log } from "./logger";
import { hashPassword } from "./password-hash";
import { findUserByEmail } from "./user-view";

export interface NewCustomer {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** POST /api/register: creates the unverified customer and mails the first code. */
export async function registerCustomer(ctx: AppContext, input: NewCustomer, log: Log) {
  const email = input.email.toLowerCase();
  const taken = () => validationFailed({ email: [API_MSG.emailTaken] });
  if (await findUserByEmail(ctx, email)) throw taken();
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  // The unique index decides a race between two registrations of one address.
  const [row] = await ctx.db
    .insert(users)
    .values({ name: input.name, email, phone: input.phone, passwordHash, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw taken();
  try {
    await sendRegistrationCode(ctx, row);
  } catch (err) {
    // The account exists; the customer can ask for the code again.
    log.error({ err, userId: row.id }, "registration code mail failed");
  }
  return { id: row.id, name: row.name, email: row.email, phone: row.phone };
}
