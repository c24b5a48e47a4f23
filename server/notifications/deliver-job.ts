import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Log } from "../accounts/logger";
import { notificationDeliveries, notifications, pushSubscriptions, users } from "../db/schema";
import type { AppContext } from "../http/context";
import type { Job } from "../job";
import { notificationMail, type StoredNotification } from "./email";
import { sendPush } from "./push";

/** Deliveries claimed per round; a run goes on round after round while there are more. */
const BATCH = 25;
/** At most this many deliveries a run, so one run never holds the job loop for long. */
const RUN_LIMIT = 200;
/** A "sending" row older than this was abandoned by an instance that stopped mid-send. */
export const CLAIM_TIMEOUT_MS = 10 * 60 * 1000;
/** A failed send is retried after attempts × this, up to MAX_ATTEMPTS in all. */
export const RETRY_AFTER_MS = 60 * 1000;
export const MAX_ATTEMPTS = 6;

const nd = notificationDeliveries;

interface Claim {
  id: string;
  channel: "email" | "push";
  attempts: number;
  claimedAt: Date;
  notification: StoredNotification & { userId: string };
}

/**
 * Claims due deliveries: pending ones due now, and "sending" ones abandoned past the claim
 * timeout. The rows are locked FOR UPDATE SKIP LOCKED and moved to "sending" with this claim's
 * time in the same transaction, so two instances (or a retry racing a slow run) never both claim
 * one: the other skips the locked rows, and after the commit they are no longer due.
 */
async function claim(ctx: AppContext, now: Date): Promise<Claim[]> {
  const due = and(
    lt(nd.attempts, MAX_ATTEMPTS),
    or(
      and(eq(nd.status, "pending"), lte(nd.dueAt, now)),
      and(eq(nd.status, "sending"), lt(nd.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS))),
    ),
  );
  const claimed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: nd.id })
      .from(nd)
      .where(due)
      .orderBy(nd.dueAt)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(nd)
      .set({ status: "sending", claimedAt: now, attempts: sql`${nd.attempts} + 1` })
      .where(
        and(
          inArray(
            nd.id,
            rows.map((r) => r.id),
          ),
          due,
        ),
      )
      .returning({ id: nd.id, channel: nd.channel, attempts: nd.attempts, notificationId: nd.notificationId });
  });
  if (claimed.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        claimed.map((c) => c.notificationId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return claimed.flatMap((c) => {
    const n = byId.get(c.notificationId);
    return n ? [{ id: c.id, channel: c.channel, attempts: c.attempts, claimedAt: now, notification: n }] : [];
  });
}

/** Marks this claim's row; a row claimed again since (abandoned, then taken over) is left to its new owner. */
async function finish(ctx: AppContext, c: Claim, set: Partial<typeof nd.$inferInsert>): Promise<void> {
  await ctx.db
    .update(nd)
    .set(set)
    .where(and(eq(nd.id, c.id), eq(nd.status, "sending"), eq(nd.claimedAt, c.claimedAt)));
}

async function sendEmail(ctx: AppContext, c: Claim): Promise<void> {
  const [u] = await ctx.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, c.notification.userId));
  if (!u) return;
  await ctx.mailer.send(await notificationMail(ctx, c.notification, u));
}

/**
 * Sends to every push subscription of the customer. A subscription the push service forgot is
 * dropped. Retried (throws) only when no subscription took it, so a retry never pushes twice to a
 * device that already has it.
 */
async function sendPushes(ctx: AppContext, c: Claim, log?: Log): Promise<void> {
  const subs = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, c.notification.userId));
  const n = c.notification;
  const payload = { id: n.id, title: n.title, body: n.body, url: n.link ?? "/notifications" };
  let sent = 0;
  let failed = 0;
  for (const s of subs) {
    const outcome = await sendPush(ctx.config, s, payload).catch((err: unknown) => {
      log?.warn({ err, subscription: s.id }, "push not sent");
      return "failed" as const;
    });
    if (outcome === "sent") sent++;
    else if (outcome === "failed") failed++;
    else await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
  }
  if (sent === 0 && failed > 0) throw new Error(`push failed at ${failed} subscription(s)`);
}

async function deliverOne(ctx: AppContext, c: Claim, log?: Log): Promise<void> {
  try {
    if (c.channel === "email") await sendEmail(ctx, c);
    else await sendPushes(ctx, c, log);
    await finish(ctx, c, { status: "sent", sentAt: ctx.now(), lastError: null });
  } catch (err) {
    log?.warn({ err, delivery: c.id, channel: c.channel }, "notification not delivered; will retry");
    const last = c.attempts >= MAX_ATTEMPTS;
    await finish(ctx, c, {
      status: last ? "failed" : "pending",
      dueAt: new Date(ctx.now().getTime() + c.attempts * RETRY_AFTER_MS),
      lastError: (err instanceof Error ? err.message : String(err)).slice(0, 500),
    });
  }
}

/** Delivers the due email and push notifications, each once. Returns how many it tried. */
export async function deliverNotifications(ctx: AppContext, log?: Log): Promise<number> {
  let tried = 0;
  while (tried < RUN_LIMIT) {
    const claims = await claim(ctx, ctx.now());
    if (claims.length === 0) break;
    for (const c of claims) await deliverOne(ctx, c, log);
    tried += claims.length;
  }
  return tried;
}

/** Background job (server/jobs.ts). */
export const notificationDeliveryJob: Job = {
  name: "notification-delivery",
  async run(ctx, log) {
    await deliverNotifications(ctx, log);
  },
};
