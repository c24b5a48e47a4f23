import { loginSchema } from "../lib/contracts/account";
import { ensureDemoAdmin } from "./admin/create-admin";
import type { AppContext } from "./http/context";

/** Sandbox only: the demo admin whose credentials the README gives (created once). */
export async function seedDemoData(
  ctx: AppContext,
  log: { warn(msg: string): void; info(msg: string): void } = console,
): Promise<void> {
  const { DEMO_ADMIN_EMAIL: email, DEMO_ADMIN_PASSWORD: password } = ctx.config;
  if (!loginSchema.safeParse({ email, password }).success) {
    log.warn(`DEMO_ADMIN_EMAIL ${email} could not log in (the login form refuses it); no demo admin created.`);
    return;
  }
  if ((await ensureDemoAdmin(ctx.db, { email, password }, ctx.now())) === "created")
    log.info(`Demo admin ${email} created.`);
}
