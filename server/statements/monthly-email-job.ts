import { and, eq, inArray, isNotNull, lt, lte, notExists, or, sql } from "drizzle-orm";
import type { Log } from "../accounts/logger";
import { statementEmails, users } from "../db/schema";
import type { AppContext } from "../http/context";
import type { Job } from "../job";
import { monthlyStatementMail } from "../mail/templates/monthly-statement";
import { profilePageUrl } from "../mail/web-links";
import { formatKobo } from "../../lib/money";
import { openReadSnapshot } from "./read-snapshot";
import { readStatement } from "./statement-reader";
import { statementPdf } from "./statement-pdf";
import { collect } from "./collect";
import { previousLagosMonth, type LagosMonth } from "./statement-month";

/** Customers claimed per round; a run goes on round after round while there are more. */
const BATCH = 20;
/** At most this many mails a run, so one run never holds the job loop for long. */
const RUN_LIMIT = 200;
/** A "sending" row older than this was abandoned by an instance that stopped mid-send. */
export const CLAIM_TIMEOUT_MS = 60 * 60 * 1000;
/** A failed send is retried after attempts × this, up to MAX_ATTEMPTS in all. */
export const RETRY_AFTER_MS = 30 * 60 * 1000;
export const MAX_ATTEMPTS = 8;
/** After a run that found nothing to send, this instance looks again only this much later. */
const IDLE_MS = 10 * 60 * 1000;

const se = statementEmails;
type Claim = { id: string; userId: string };

const optedIn = (month: LagosMonth) =>
  and(
    eq(users.monthlyStatementEmail, true),
    eq(users.status, "active"),
    isNotNull(users.emailVerifiedAt),
    // A customer who joined after the month had no statement for it.
    lt(users.createdAt, month.end),
  );

/**
 * Opted-in customers with no row for the month yet: each row is inserted ON CONFLICT DO NOTHING
 * and only the rows this call inserted come back, so two instances never both send one.
 */
async function claimNew(ctx: AppContext, month: LagosMonth, now: Date): Promise<Claim[]> {
  const due = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        optedIn(month),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(se)
            .where(and(eq(se.userId, users.id), eq(se.month, month.month))),
        ),
      ),
    )
    .limit(BATCH);
  if (due.length === 0) return [];
  return ctx.db
    .insert(se)
    .values(due.map((u) => ({ userId: u.id, month: month.month, status: "sending" as const, claimedAt: now })))
    .onConflictDoNothing({ target: [se.userId, se.month] })
    .returning({ id: se.id, userId: se.userId });
}

/** Failed sends due a retry, and sends an instance abandoned, claimed again (FOR UPDATE SKIP LOCKED). */
async function claimRetries(ctx: AppContext, month: LagosMonth, now: Date): Promise<Claim[]> {
  const due = and(
    lt(se.attempts, MAX_ATTEMPTS),
    or(
      and(eq(se.status, "failed"), lte(se.retryAt, now)),
      and(eq(se.status, "sending"), lt(se.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS))),
    ),
  );
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: se.id })
      .from(se)
      .innerJoin(users, eq(users.id, se.userId))
      .where(and(eq(se.month, month.month), due, optedIn(month)))
      .limit(BATCH)
      .for("update", { of: se, skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(se)
      .set({ status: "sending", claimedAt: now, attempts: sql`${se.attempts} + 1` })
      .where(
        and(
          inArray(
            se.id,
            rows.map((r) => r.id),
          ),
          due,
        ),
      )
      .returning({ id: se.id, userId: se.userId });
  });
}

/** The month's statement PDF, the very file the download gives for that range, with its summary. */
async function buildStatement(ctx: AppContext, userId: string, month: LagosMonth) {
  const snapshot = await openReadSnapshot(ctx.db);
  try {
    const statement = await readStatement(snapshot.tx, userId, { from: month.from, to: month.to });
    const pdf = await collect(
      statementPdf({
        statement,
        supportEmail: ctx.config.SUPPORT_EMAIL,
        generatedAt: ctx.now(),
        onRelease: snapshot.release,
      }),
    );
    return { summary: statement.summary, pdf };
  } finally {
    await snapshot.release();
  }
}

async function sendOne(ctx: AppContext, claim: Claim, month: LagosMonth, log?: Log): Promise<void> {
  try {
    const { summary, pdf } = await buildStatement(ctx, claim.userId, month);
    await ctx.mailer.send({
      to: summary.customer.email,
      ...monthlyStatementMail({
        name: summary.customer.name,
        month: month.label,
        opening: formatKobo(summary.openingKobo),
        closing: formatKobo(summary.closingKobo),
        profileUrl: profilePageUrl(ctx.config),
        supportEmail: ctx.config.SUPPORT_EMAIL,
      }),
      attachments: [
        { filename: `statement_${month.from}_${month.to}.pdf`, contentType: "application/pdf", content: pdf },
      ],
    });
    await ctx.db
      .update(se)
      .set({ status: "sent", sentAt: ctx.now(), retryAt: null, lastError: null })
      .where(eq(se.id, claim.id));
  } catch (err) {
    log?.warn({ err, statementEmail: claim.id }, "monthly statement email not sent; will retry");
    const [row] = await ctx.db.select({ attempts: se.attempts }).from(se).where(eq(se.id, claim.id));
    const attempts = row?.attempts ?? 1;
    await ctx.db
      .update(se)
      .set({
        status: "failed",
        lastError: (err instanceof Error ? err.message : String(err)).slice(0, 500),
        retryAt: new Date(ctx.now().getTime() + attempts * RETRY_AFTER_MS),
      })
      .where(and(eq(se.id, claim.id), eq(se.status, "sending")));
  }
}

/**
 * Mails each opted-in customer the previous Lagos month's statement PDF: from the 1st on (a run
 * that missed the day sends it later in the month), once per customer and month across instances
 * and restarts (statement_emails). Returns how many it tried to send.
 */
export async function sendMonthlyStatements(ctx: AppContext, log?: Log): Promise<number> {
  const month = previousLagosMonth(ctx.now());
  let tried = 0;
  while (tried < RUN_LIMIT) {
    const now = ctx.now();
    const claims = [...(await claimRetries(ctx, month, now)), ...(await claimNew(ctx, month, now))];
    if (claims.length === 0) break;
    for (const c of claims) await sendOne(ctx, c, month, log);
    tried += claims.length;
  }
  return tried;
}

let idleSince = -Infinity;

/** Background job (server/jobs.ts): looks at most every 10 minutes per instance once all are sent. */
export const monthlyStatementEmailJob: Job = {
  name: "monthly-statement-email",
  async run(ctx, log) {
    const now = ctx.now().getTime();
    if (now - idleSince < IDLE_MS) return;
    const tried = await sendMonthlyStatements(ctx, log);
    idleSince = tried === 0 ? now : -Infinity;
  },
};
