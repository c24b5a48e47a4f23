import { eq } from "drizzle-orm";
import { API_MSG } from "../../lib/contracts/messages";
import type { User } from "../../lib/contracts/user";
import { users } from "../db/schema";
import type { AppContext } from "../http/context";
import { forbidden, unauthorized } from "../http/errors";
import { issueBearerToken } from "./auth-tokens";
import { sendRegistrationCode } from "./email-verification";
import type { Log } from "./logger";
import { rememberDevice, type KnownDevice } from "./login-devices";
import { sendNewDeviceMail } from "./new-device-mail";
import { describeClient } from "./client-device";
import { newDeviceSignInEvent } from "../notifications/events";
import { recordNotification } from "../notifications/record";
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from "./password-hash";
import { findUserByEmail, userView, type UserRow } from "./user-view";

/** The browser signing in: its user agent and address, and its device cookie when it is one of this account's. */
export interface LoginClient {
  userAgent?: string | null;
  ip?: string | null;
  device?: KnownDevice | null;
}

/**
 * POST /api/login: a bearer token, the user and the browser's device token, or 401/403. A browser
 * that did not present a device cookie of this account is a new device: the owner is emailed.
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string },
  log: Log,
  client: LoginClient = {},
): Promise<{ token: string; user: User; device_token: string }> {
  const user = await findUserByEmail(ctx, input.email);
  // Unknown addresses pay the same scrypt cost, so timing does not tell them apart.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) throw unauthorized(API_MSG.loginInvalid);

  await checkMaySignIn(ctx, user, log);

  if (needsRehash(user.passwordHash)) {
    try {
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(input.password) })
        .where(eq(users.id, user.id));
    } catch (err) {
      log.warn({ err, userId: user.id }, "password rehash failed");
    }
  }

  return openSession(ctx, user, log, client);
}

/**
 * Whether the account may sign in once its owner is proven (password or passkey): 403 when
 * suspended or inactive, and 403 when the email is not verified yet (a fresh code is mailed).
 */
export async function checkMaySignIn(ctx: AppContext, user: UserRow, log: Log): Promise<void> {
  if (user.status === "suspended") throw forbidden(API_MSG.accountSuspended);
  if (user.status !== "active") throw forbidden(API_MSG.accountInactive);

  if (!user.emailVerifiedAt) {
    try {
      await sendRegistrationCode(ctx, user);
    } catch (err) {
      log.error({ err, userId: user.id }, "verification code mail failed at login");
    }
    throw forbidden(API_MSG.loginNotVerified);
  }
}

/**
 * The session of a proven owner (password or passkey): the device remembered or a new one (the
 * owner is emailed about a new device), a bearer token, and the answer of a sign-in.
 */
export async function openSession(
  ctx: AppContext,
  user: UserRow,
  log: Log,
  client: LoginClient,
): Promise<{ token: string; user: User; device_token: string }> {
  const device = await rememberDevice(ctx, user.id, client.device ?? null, async (tx, deviceId) => {
    const view = describeClient(client.userAgent, client.ip);
    await recordNotification(
      tx,
      newDeviceSignInEvent({ userId: user.id, deviceId, device: view.device, browser: view.browser, at: ctx.now() }),
    );
  });
  const token = await issueBearerToken(ctx, user.id, { ...client, deviceId: device.id });
  if (device.isNew) {
    try {
      await sendNewDeviceMail(ctx, user, client);
    } catch (err) {
      log.error({ err, userId: user.id }, "new sign-in mail failed");
    }
  }
  return { token, user: await userView(ctx, user), device_token: device.token };
}
