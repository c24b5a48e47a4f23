import { z } from "zod";
import { userSchema } from "../../lib/contracts/user";

/** Every failure of the product API. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const messageBody = z.object({ message: z.string() });

export const publicUser = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() });

export const registeredBody = z.object({ message: z.string(), user: publicUser });
export const loginBody = z.object({ token: z.string(), user: userSchema });
export const userBody = z.object({ data: userSchema });
export const onboardingBody = z.object({ message: z.string(), onboarding_seen: z.literal(true) });
export const resetTokenBody = z.object({ message: z.string(), reset_token: z.string() });
export const passwordResetBody = z.object({ message: z.string(), redirect_url: z.string() });

/** Error answers for the OpenAPI document, by status. */
export function errors(...statuses: Array<400 | 401 | 403 | 404 | 422 | 429>) {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as Record<number, typeof errorBody>;
}
