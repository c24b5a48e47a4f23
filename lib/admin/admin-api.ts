import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { productApi, ProductApiError, type ApiRequest } from "@/lib/api/product-api";
import { requireAdmin } from "@/lib/session";

/** Where a page sends an admin whose token the API refuses: a handler that drops the cookie, then /admin/login. */
export const ADMIN_EXPIRED_PATH = "/api/admin/session-expired";

/**
 * Product-API reads for admin server components, as the signed-in admin. No session -> /admin/login;
 * a 401 or 403 -> the admin cookie is cleared and the page goes to /admin/login (spec 6).
 * The answer is checked against `schema`; a different shape throws.
 */
export async function adminApi<S extends z.ZodType>(
  path: string,
  schema: S,
  req: Omit<ApiRequest, "token"> = {},
): Promise<z.infer<S>> {
  const session = await requireAdmin();
  const h = await headers();
  try {
    return await productApi(`admin/${path.replace(/^\/+/, "")}`, schema, {
      forwardedFor: h.get("x-forwarded-for"),
      ...req,
      token: session.token,
    });
  } catch (err) {
    if (err instanceof ProductApiError && (err.status === 401 || err.status === 403)) redirect(ADMIN_EXPIRED_PATH);
    throw err;
  }
}
