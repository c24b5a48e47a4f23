import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import { monnifySandboxAccounts, monnifySandboxTransactions } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { monnifySignature } from "./monnify-signature";
import { monnifyTransport, registerInProcessApi } from "./monnify-runtime";
import { koboToNaira, koboToNairaText, nairaToKobo } from "../../../lib/money";
import {
  SIM_BANK,
  accountNumberFor,
  basicCredentialsValid,
  bumpFault,
  fail,
  hold,
  issueToken,
  lagosTimestamp,
  newPaymentReference,
  newTransactionReference,
  ok,
  releaseHeld,
  tokenValid,
} from "./monnify-simulator-support";

/**
 * The Monnify sandbox simulator, mounted at /sandbox/monnify in sandbox mode. It speaks the
 * subset of Monnify's HTTP API the product uses, keeps its state in the database, and has
 * deterministic faults chosen by the customer email:
 *   "+monnify503"     the first create of a reference answers 503 (later ones succeed)
 *   "+monnifydown"    every create answers 503
 *   "+monnifytimeout" the first create reserves the account but never answers (client times out)
 *   "+monnifyreject"  every create is refused with 400 (a permanent refusal)
 * As Monnify does, a create needs a BVN or a NIN: 400 otherwise, worded as monnify-python's
 * reserved_account_validator words it ("Either bvn or nin is required"; Monnify-Nodejs-lib's
 * reservedAccountValidator refuses it too). A customer gets one account: a create for a customer
 * (email, BVN or NIN) who already has one is refused with R42 "You cannot reserve more than 1
 * account(s) for a customer" (the answer other projects' production integrations match on), and a
 * reused accountReference with R42 too (that wording is the simulator's own).
 * BVN 22222222222 is refused with 400 (at creation and in kyc-info); other 11-digit numbers are accepted.
 */
export const SIM_HANG_MAX_MS = 20_000;
export const SIM_REFUSED_BVN = "22222222222";
export const SIM_MSG = {
  identityRequired: "Either bvn or nin is required",
  bvnRefused: "The BVN provided could not be verified.",
  oneAccountPerCustomer: "You cannot reserve more than 1 account(s) for a customer",
  referenceTaken: (ref: string) => `There's an existing reserved account with this reference: ${ref}`,
} as const;

/** A BVN and a NIN, each 11 digits and optional: Monnify takes them in separate fields. */
const elevenDigits = z.string().regex(/^\d{11}$/);
const identifierFields = { bvn: elevenDigits.optional(), nin: elevenDigits.optional() };

const createSchema = z.object({
  accountReference: z.string().trim().min(1).max(100),
  accountName: z.string().trim().min(1).max(200),
  currencyCode: z.literal("NGN"),
  contractCode: z.string().min(1),
  customerEmail: z.string().trim().min(3).max(254),
  customerName: z.string().trim().min(1).max(200),
  ...identifierFields,
  getAllAvailableBanks: z.boolean().optional(),
  preferredBanks: z.array(z.string()).optional(),
});

const kycSchema = z.object(identifierFields).refine((v) => v.bvn || v.nin, { message: "bvn or nin is required" });

const transferSchema = z
  .object({
    accountReference: z.string().min(1).optional(),
    accountNumber: z
      .string()
      .regex(/^\d{10}$/)
      .optional(),
    amount: z.union([z.number(), z.string()]),
    paymentStatus: z.enum(["PAID", "PENDING", "FAILED", "REVERSED", "OVERPAID", "PARTIALLY_PAID"]).default("PAID"),
    senderName: z.string().trim().min(1).max(100).default("Sandbox Sender"),
    deliverWebhook: z.boolean().default(true),
  })
  .refine((v) => v.accountReference || v.accountNumber, { message: "accountReference or accountNumber is required" });

type SimAccount = typeof monnifySandboxAccounts.$inferSelect;
type SimTransaction = typeof monnifySandboxTransactions.$inferSelect;

function firstIssue(error: z.ZodError): string {
  const i = error.issues[0];
  return i ? `${i.path.join(".") || "body"}: ${i.message}` : "Invalid request.";
}

function accountView(a: SimAccount) {
  return {
    contractCode: a.contractCode,
    accountReference: a.accountReference,
    accountName: a.accountName,
    currencyCode: a.currencyCode,
    customerEmail: a.customerEmail,
    customerName: a.customerName,
    accounts: [
      { bankCode: a.bankCode, bankName: a.bankName, accountNumber: a.accountNumber, accountName: a.accountName },
    ],
    collectionChannel: "RESERVED_ACCOUNT",
    reservationReference: a.reservationReference,
    reservedAccountType: "GENERAL",
    status: a.status,
    createdOn: lagosTimestamp(a.createdAt),
    bvn: a.bvn,
    nin: a.nin,
    restrictPaymentSource: false,
  };
}

function settlementKobo(amountKobo: number) {
  return amountKobo - Math.min(Math.floor(amountKobo / 100), 50_00);
}

function transactionView(t: SimTransaction) {
  return {
    transactionReference: t.transactionReference,
    paymentReference: t.paymentReference,
    amountPaid: koboToNairaText(t.amountKobo),
    totalPayable: koboToNairaText(t.totalPayableKobo ?? t.amountKobo),
    settlementAmount: koboToNairaText(settlementKobo(t.amountKobo)),
    paidOn: lagosTimestamp(t.paidOn),
    paymentStatus: t.paymentStatus,
    paymentDescription: `Transfer from ${t.sourceAccountName}`,
    currency: t.currency,
    paymentMethod: t.paymentMethod,
    product: { type: t.productType, reference: t.productReference },
    cardDetails: null,
    accountDetails: {
      accountName: t.sourceAccountName,
      accountNumber: t.sourceAccountNumber,
      bankCode: t.sourceBankCode,
      amountPaid: koboToNairaText(t.amountKobo),
    },
    accountPayments: [
      {
        accountName: t.sourceAccountName,
        accountNumber: t.sourceAccountNumber,
        bankCode: t.sourceBankCode,
        amountPaid: koboToNairaText(t.amountKobo),
      },
    ],
    customer: { email: t.customerEmail, name: t.customerName },
    metaData: {},
  };
}

/** The bank's session id of a simulated transfer (the webhook's paymentSourceInformation carries the same). */
const sessionIdOf = (t: SimTransaction) => `0000${t.paymentReference}`;

/** One row of GET /api/v1/bank-transfer/reserved-accounts/transactions, as Monnify lists them. */
function accountTransactionView(t: SimTransaction) {
  return {
    customerDTO: { email: t.customerEmail, name: t.customerName },
    providerAmount: koboToNairaText(t.amountKobo - settlementKobo(t.amountKobo)),
    paymentMethod: t.paymentMethod,
    createdOn: lagosTimestamp(t.paidOn),
    amount: koboToNairaText(t.amountKobo),
    flagged: false,
    fee: koboToNairaText(t.amountKobo - settlementKobo(t.amountKobo)),
    currencyCode: t.currency,
    completedOn: lagosTimestamp(t.paidOn),
    paymentDescription: `Transfer from ${t.sourceAccountName}`,
    paymentStatus: t.paymentStatus,
    transactionReference: t.transactionReference,
    paymentReference: t.paymentReference,
    payableAmount: koboToNairaText(t.amountKobo),
    amountPaid: koboToNairaText(t.amountKobo),
    completed: t.paymentStatus === "PAID",
    paymentSourceInformation: [
      {
        bankCode: t.sourceBankCode,
        amountPaid: koboToNairaText(t.amountKobo),
        accountName: t.sourceAccountName,
        sessionId: sessionIdOf(t),
        accountNumber: t.sourceAccountNumber,
      },
    ],
  };
}

const listQuery = z.object({
  accountReference: z.string().min(1).max(100),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

/** The SUCCESSFUL_TRANSACTION webhook body Monnify sends for a paid transfer. */
export function successfulTransactionWebhook(t: SimTransaction) {
  return {
    eventType: "SUCCESSFUL_TRANSACTION",
    eventData: {
      product: { reference: t.productReference, type: t.productType },
      transactionReference: t.transactionReference,
      paymentReference: t.paymentReference,
      paidOn: lagosTimestamp(t.paidOn),
      paymentDescription: `Transfer from ${t.sourceAccountName}`,
      metaData: {},
      paymentSourceInformation: [
        {
          bankCode: t.sourceBankCode,
          amountPaid: koboToNaira(t.amountKobo),
          accountName: t.sourceAccountName,
          sessionId: sessionIdOf(t),
          accountNumber: t.sourceAccountNumber,
        },
      ],
      destinationAccountInformation: {
        bankCode: t.destinationBankCode,
        bankName: t.destinationBankName,
        accountNumber: t.destinationAccountNumber,
      },
      amountPaid: koboToNaira(t.amountKobo),
      totalPayable: koboToNaira(t.totalPayableKobo ?? t.amountKobo),
      cardDetails: {},
      paymentMethod: t.paymentMethod,
      currency: t.currency,
      settlementAmount: koboToNairaText(settlementKobo(t.amountKobo)),
      paymentStatus: t.paymentStatus,
      customer: { name: t.customerName, email: t.customerEmail },
    },
  };
}

/** Signs and delivers the webhook of a transaction; records the attempt. */
export async function deliverTransactionWebhook(
  ctx: AppContext,
  t: SimTransaction,
): Promise<{ status: number | null; error: string | null }> {
  const body = JSON.stringify(successfulTransactionWebhook(t));
  const signature = monnifySignature(body, ctx.config.MONNIFY_SECRET_KEY);
  let status: number | null = null;
  let error: string | null = null;
  try {
    ({ status } = await monnifyTransport(ctx).deliverWebhook({
      url: `${ctx.config.apiPublicUrl}/api/webhooks/monnify`,
      body,
      signature,
    }));
  } catch (err) {
    error = (err as Error).message;
  }
  await ctx.db
    .update(monnifySandboxTransactions)
    .set({ webhookAttempts: t.webhookAttempts + 1, webhookLastStatus: status, webhookLastError: error })
    .where(eq(monnifySandboxTransactions.transactionReference, t.transactionReference));
  return { status, error };
}

export const monnifySimulatorRoutes: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  registerInProcessApi(ctx, app);
  app.addHook("preClose", async () => releaseHeld());
  const hide = { schema: { hide: true } };

  const requireToken = async (req: FastifyRequest, reply: FastifyReply) => {
    const h = req.headers.authorization;
    const token = h?.startsWith("Bearer ") ? h.slice(7).trim() : "";
    if (!token || !tokenValid(ctx.config.MONNIFY_SECRET_KEY, token, ctx.now())) {
      return fail(reply, 401, "Access token is invalid or has expired.", "99");
    }
  };
  const requireBasic = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!basicCredentialsValid(req.headers.authorization, ctx.config.MONNIFY_API_KEY, ctx.config.MONNIFY_SECRET_KEY)) {
      return fail(reply, 401, "Invalid client credentials.", "99");
    }
  };

  app.post("/api/v1/auth/login", { ...hide, preHandler: requireBasic }, async () =>
    ok(issueToken(ctx.config.MONNIFY_SECRET_KEY, ctx.now())),
  );

  app.post("/api/v2/bank-transfer/reserved-accounts", { ...hide, preHandler: requireToken }, async (req, reply) => {
    const parsed = createSchema.safeParse(req.body);
    if (!parsed.success) return fail(reply, 400, firstIssue(parsed.error));
    const b = parsed.data;
    if (!b.bvn && !b.nin) return fail(reply, 400, SIM_MSG.identityRequired);
    if (b.contractCode !== ctx.config.MONNIFY_CONTRACT_CODE) return fail(reply, 400, "Invalid contract code.");
    const email = b.customerEmail.toLowerCase();
    if (email.includes("+monnifydown")) return fail(reply, 503, "Service temporarily unavailable.");
    if (email.includes("+monnifyreject")) return fail(reply, 400, "Customer details could not be validated.");
    if (email.includes("+monnify503") && (await bumpFault(ctx.db, `503:${b.accountReference}`)) === 1) {
      return fail(reply, 503, "Service temporarily unavailable.");
    }
    if (b.bvn === SIM_REFUSED_BVN) return fail(reply, 400, SIM_MSG.bvnRefused);
    const [existing] = await ctx.db
      .select()
      .from(monnifySandboxAccounts)
      .where(
        or(
          eq(monnifySandboxAccounts.accountReference, b.accountReference),
          sql`lower(${monnifySandboxAccounts.customerEmail}) = ${email}`,
          b.bvn ? eq(monnifySandboxAccounts.bvn, b.bvn) : undefined,
          b.nin ? eq(monnifySandboxAccounts.nin, b.nin) : undefined,
        ),
      )
      .limit(1);
    if (existing)
      return fail(
        reply,
        400,
        existing.accountReference === b.accountReference
          ? SIM_MSG.referenceTaken(b.accountReference)
          : SIM_MSG.oneAccountPerCustomer,
        "R42",
      );
    let created: SimAccount | undefined;
    for (let salt = 0; !created && salt < 5; salt++) {
      const rows = await ctx.db
        .insert(monnifySandboxAccounts)
        .values({
          accountReference: b.accountReference,
          reservationReference: `SIMRES${accountNumberFor(b.accountReference, 99 + salt)}`,
          contractCode: b.contractCode,
          accountName: b.accountName,
          currencyCode: b.currencyCode,
          customerEmail: b.customerEmail,
          customerName: b.customerName,
          bvn: b.bvn ?? null,
          nin: b.nin ?? null,
          accountNumber: accountNumberFor(b.accountReference, salt),
          ...SIM_BANK,
          createdAt: ctx.now(),
        })
        .onConflictDoNothing()
        .returning();
      created = rows[0];
      // A conflict on the reference itself means a parallel create won: answer like Monnify does.
      if (!created) {
        const [raced] = await ctx.db
          .select()
          .from(monnifySandboxAccounts)
          .where(eq(monnifySandboxAccounts.accountReference, b.accountReference));
        if (raced) return fail(reply, 400, SIM_MSG.referenceTaken(b.accountReference), "R42");
      }
    }
    if (!created) return fail(reply, 500, "Could not allocate an account number.");
    if (email.includes("+monnifytimeout") && (await bumpFault(ctx.db, `timeout:${b.accountReference}`)) === 1) {
      await hold(reply, SIM_HANG_MAX_MS);
      return fail(reply, 504, "Gateway timeout.");
    }
    return ok(accountView(created));
  });

  app.get<{ Params: { ref: string } }>(
    "/api/v2/bank-transfer/reserved-accounts/:ref",
    { ...hide, preHandler: requireToken },
    async (req, reply) => {
      const [a] = await ctx.db
        .select()
        .from(monnifySandboxAccounts)
        .where(eq(monnifySandboxAccounts.accountReference, req.params.ref));
      if (!a) return fail(reply, 404, `Cannot find reserved account with reference ${req.params.ref}`);
      return ok(accountView(a));
    },
  );

  app.put<{ Params: { ref: string } }>(
    "/api/v1/bank-transfer/reserved-accounts/:ref/kyc-info",
    { ...hide, preHandler: requireToken },
    async (req, reply) => {
      const parsed = kycSchema.safeParse(req.body);
      if (!parsed.success) return fail(reply, 400, firstIssue(parsed.error));
      const [a] = await ctx.db
        .select()
        .from(monnifySandboxAccounts)
        .where(eq(monnifySandboxAccounts.accountReference, req.params.ref));
      if (!a) return fail(reply, 404, `Cannot find reserved account with reference ${req.params.ref}`);
      if (parsed.data.bvn === SIM_REFUSED_BVN) return fail(reply, 400, SIM_MSG.bvnRefused);
      const [u] = await ctx.db
        .update(monnifySandboxAccounts)
        .set({ bvn: parsed.data.bvn ?? a.bvn, nin: parsed.data.nin ?? a.nin })
        .where(eq(monnifySandboxAccounts.accountReference, a.accountReference))
        .returning();
      return ok({
        accountReference: u.accountReference,
        accountName: u.accountName,
        customerEmail: u.customerEmail,
        customerName: u.customerName,
        bvn: u.bvn,
        nin: u.nin,
      });
    },
  );

  app.get<{ Params: { ref: string } }>(
    "/api/v2/transactions/:ref",
    { ...hide, preHandler: requireToken },
    async (req, reply) => {
      const [t] = await ctx.db
        .select()
        .from(monnifySandboxTransactions)
        .where(eq(monnifySandboxTransactions.transactionReference, req.params.ref));
      if (!t) return fail(reply, 404, `Could not find transaction with the specified transaction reference`);
      return ok(transactionView(t));
    },
  );

  app.get(
    "/api/v1/bank-transfer/reserved-accounts/transactions",
    { ...hide, preHandler: requireToken },
    async (req, reply) => {
      const parsed = listQuery.safeParse(req.query);
      if (!parsed.success) return fail(reply, 400, firstIssue(parsed.error));
      const q = parsed.data;
      const [a] = await ctx.db
        .select({ ref: monnifySandboxAccounts.accountReference })
        .from(monnifySandboxAccounts)
        .where(eq(monnifySandboxAccounts.accountReference, q.accountReference));
      if (!a) return fail(reply, 404, `Cannot find reserved account with reference ${q.accountReference}`);
      const where = and(
        eq(monnifySandboxTransactions.productType, "RESERVED_ACCOUNT"),
        eq(monnifySandboxTransactions.productReference, q.accountReference),
      );
      const [[{ total }], rows] = await Promise.all([
        ctx.db
          .select({ total: sql<number>`count(*)::int` })
          .from(monnifySandboxTransactions)
          .where(where),
        ctx.db
          .select()
          .from(monnifySandboxTransactions)
          .where(where)
          .orderBy(desc(monnifySandboxTransactions.paidOn), desc(monnifySandboxTransactions.transactionReference))
          .limit(q.size)
          .offset(q.page * q.size),
      ]);
      const totalPages = Math.ceil(total / q.size);
      return ok({
        content: rows.map(accountTransactionView),
        pageable: { pageNumber: q.page, pageSize: q.size },
        totalElements: total,
        totalPages,
        last: q.page >= totalPages - 1,
        size: q.size,
        number: q.page,
        first: q.page === 0,
        numberOfElements: rows.length,
        empty: rows.length === 0,
      });
    },
  );

  // Simulator only: a bank transfer into a reserved account, then the signed webhook.
  app.post("/simulate/transfer", { ...hide, preHandler: requireBasic }, async (req, reply) => {
    const parsed = transferSchema.safeParse(req.body);
    if (!parsed.success) return fail(reply, 400, firstIssue(parsed.error));
    const b = parsed.data;
    const amountKobo = nairaToKobo(b.amount);
    if (amountKobo === null || amountKobo <= 0)
      return fail(reply, 400, "amount: must be a positive naira amount with at most 2 decimals");
    const [a] = await ctx.db
      .select()
      .from(monnifySandboxAccounts)
      .where(
        b.accountReference
          ? eq(monnifySandboxAccounts.accountReference, b.accountReference)
          : eq(monnifySandboxAccounts.accountNumber, b.accountNumber!),
      );
    if (!a) return fail(reply, 404, "No reserved account matches.");
    const now = ctx.now();
    const [t] = await ctx.db
      .insert(monnifySandboxTransactions)
      .values({
        transactionReference: newTransactionReference(now),
        paymentReference: newPaymentReference(),
        productType: "RESERVED_ACCOUNT",
        productReference: a.accountReference,
        amountKobo,
        currency: "NGN",
        paymentStatus: b.paymentStatus,
        paymentMethod: "ACCOUNT_TRANSFER",
        paidOn: now,
        destinationAccountNumber: a.accountNumber,
        destinationBankCode: a.bankCode,
        destinationBankName: a.bankName,
        sourceAccountNumber: "0065432190",
        sourceAccountName: b.senderName,
        sourceBankCode: "058",
        customerName: a.customerName,
        customerEmail: a.customerEmail,
      })
      .returning();
    const webhook = b.deliverWebhook && t.paymentStatus === "PAID" ? await deliverTransactionWebhook(ctx, t) : null;
    return ok({ ...transactionView(t), webhook });
  });

  // Simulator only: send the webhook of a recorded transaction again (Monnify resends until it gets a 200).
  app.post<{ Params: { ref: string } }>(
    "/simulate/transactions/:ref/redeliver",
    { ...hide, preHandler: requireBasic },
    async (req, reply) => {
      const [t] = await ctx.db
        .select()
        .from(monnifySandboxTransactions)
        .where(eq(monnifySandboxTransactions.transactionReference, req.params.ref));
      if (!t) return fail(reply, 404, "Could not find transaction with the specified transaction reference");
      return ok({ webhook: await deliverTransactionWebhook(ctx, t) });
    },
  );
};
