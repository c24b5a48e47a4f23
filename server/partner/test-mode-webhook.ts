import { and, eq } from "drizzle-orm";
import { webhookEndpoints } from "../db/schema";
import type { AppContext } from "../http/context";
import { ensureTestCustomer, testModeOf } from "./test-mode";

/**
 * The customer's test-mode webhook, as the test-mode database needs it. The URL and its secret are
 * set in the dashboard and stored in the live database (partner-webhooks/endpoints.ts); test-mode
 * events are written in the test database, in the transaction that settles the test purchase, so
 * they need the endpoint there too: a copy of the live row (same id, URL and encrypted secret). The
 * test database only ever holds this copy of the "test" row, never a "live" one, so a test event
 * cannot reach the live URL, and the live database's events never see the copy.
 *
 * The copy follows the live row: after every save, secret rotation or removal of the test webhook
 * (routes.ts), and again on every test-key call (key-auth.ts), which also mends a copy a crash left
 * behind between the two writes. Removing the webhook removes its copy and, like in live mode, its
 * undelivered events (the foreign key cascades).
 */
export async function copyTestWebhook(live: AppContext, test: AppContext, userId: string): Promise<void> {
  const [source] = await live.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.mode, "test")));
  const [copy] = await test.db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secretEncrypted })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  if (copy && source && copy.id === source.id && copy.url === source.url && copy.secret === source.secretEncrypted)
    return;
  if (copy && copy.id !== source?.id) await test.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, copy.id));
  if (!source) return;
  await test.db
    .insert(webhookEndpoints)
    .values(source)
    .onConflictDoUpdate({
      target: webhookEndpoints.id,
      set: { url: source.url, secretEncrypted: source.secretEncrypted, updatedAt: source.updatedAt },
    });
}

/**
 * The test-mode context with the customer and their test webhook's copy in place (opened on first
 * use), or null when this server has no test mode.
 */
export async function testModeContext(live: AppContext, userId: string): Promise<AppContext | null> {
  const mode = testModeOf(live);
  if (!mode) return null;
  const test = (await mode).ctx;
  await ensureTestCustomer(live, test, userId);
  await copyTestWebhook(live, test, userId);
  return test;
}

/** After the dashboard changed the test webhook: the copy follows (when this server has test mode). */
export async function syncTestWebhook(live: AppContext, userId: string): Promise<void> {
  await testModeContext(live, userId);
}
