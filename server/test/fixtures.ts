import { randomBytes, randomUUID } from "node:crypto";
import type { TestApp } from "./test-app";
import { authTokens, transactionPins, users } from "../db/schema";
import { loadConfig } from "../config";
import { hashPin } from "../security/pin-hash";
import { hashToken } from "../http/auth";
import { postJournal, systemAccount, walletAccountFor, type Tx } from "../wallet/ledger";
import { recordTransaction } from "../wallet/transactions-repo";

/** A TestApp, or just a database handle (e.g. from openTestDatabase) for ledger-only tests. */
export type FixtureTarget = TestApp | Tx;

function handle(t: FixtureTarget): { db: Tx; now: () => Date; pinPepper: string } {
  if ("app" in t) return { db: t.app.ctx.db, now: t.app.ctx.now, pinPepper: t.app.ctx.config.pinPepper };
  return { db: t, now: () => new Date(), pinPepper: loadConfig({}).pinPepper };
}

export interface CreateUserOptions {
  name?: string;
  email?: string;
  phone?: string;
  isAdmin?: boolean;
  /** Email verified (default true). */
  verified?: boolean;
  status?: "active" | "inactive" | "suspended";
  /** The transaction PIN set for the customer (default TEST_PIN); null for none. */
  pin?: string | null;
}

/** Every fixture customer's transaction PIN unless a test says otherwise. */
export const TEST_PIN = "4826";

/** A debit body with the fixture PIN added, unless it names its own `pin` (even undefined, to send none). */
export const withPin = <B extends Record<string, unknown>>(body: B): B & { pin?: unknown } =>
  Object.hasOwn(body, "pin") ? body : { ...body, pin: TEST_PIN };

/**
 * Inserts a customer (no usable password, the transaction PIN TEST_PIN) with a live bearer token.
 * The token works with `authorization: Bearer ${token}` against the TestApp.
 */
export async function createUser(
  t: FixtureTarget,
  opts: CreateUserOptions = {},
): Promise<{ userId: string; token: string; email: string; name: string }> {
  const { db, now, pinPepper } = handle(t);
  const tag = randomBytes(4).toString("hex");
  const name = opts.name ?? `Test Customer ${tag}`;
  const email = (opts.email ?? `customer-${tag}@example.com`).toLowerCase();
  const [user] = await db
    .insert(users)
    .values({
      name,
      email,
      phone: opts.phone ?? `080${String(parseInt(tag, 16) % 1e8).padStart(8, "0")}`,
      passwordHash: "fixture:no-password",
      emailVerifiedAt: opts.verified === false ? null : now(),
      isAdmin: opts.isAdmin ?? false,
      status: opts.status ?? "active",
    })
    .returning({ id: users.id });
  const token = randomBytes(32).toString("hex");
  await db.insert(authTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now().getTime() + 30 * 24 * 3600 * 1000),
  });
  const pin = opts.pin === undefined ? TEST_PIN : opts.pin;
  if (pin !== null) await db.insert(transactionPins).values({ userId: user.id, pinHash: hashPin(pin, pinPepper) });
  return { userId: user.id, token, email, name };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Credits the wallet as a bank transfer would: a funding journal (funding_clearing -> wallet)
 * and, unless `history: false`, a successful `funding` row in the customer's history.
 */
export async function fundWallet(
  t: FixtureTarget,
  userId: string,
  kobo: number,
  opts: { history?: boolean; reference?: string } = {},
): Promise<{ journalId: string; transactionId: string | null; reference: string }> {
  const { db, now } = handle(t);
  const reference = opts.reference ?? `FUND_TEST_${randomUUID()}`;
  return db.transaction(async (tx) => {
    const wallet = await walletAccountFor(tx, userId);
    const clearing = await systemAccount(tx, "funding_clearing");
    const { journalId } = await postJournal(tx, {
      kind: "funding",
      idempotencyKey: `funding:${reference}`,
      description: "Test wallet funding",
      entries: [
        { accountId: clearing.id, amountKobo: -kobo },
        { accountId: wallet.id, amountKobo: kobo },
      ],
      metadata: { fixture: true },
    });
    if (opts.history === false) return { journalId, transactionId: null, reference };
    const { id } = await recordTransaction(tx, {
      userId,
      type: "funding",
      service: "wallet_funding",
      amountKobo: kobo,
      status: "successful",
      reference,
      journalId,
      details: { channel: "bank_transfer" },
      createdAt: now(),
    });
    return { journalId, transactionId: id, reference };
  });
}
