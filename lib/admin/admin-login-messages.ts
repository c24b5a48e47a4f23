import { MSG } from "@/lib/contracts/messages";
import type { ApiResult } from "@/lib/client/api-result";
import { ADMIN_MSG } from "./admin-messages";

/** The admin login form's message for a failed answer of POST /api/admin/login. status 0 is a network failure. */
export function adminLoginErrorMessage(r: Pick<ApiResult, "status" | "data">): string {
  const m = typeof r.data?.message === "string" && r.data.message.trim() ? r.data.message : undefined;
  switch (r.status) {
    case 0:
      return MSG.loginNetwork;
    case 401:
      return MSG.loginInvalid;
    case 403:
      return m ?? ADMIN_MSG.notAdmin;
    case 422:
      return Object.values(r.data?.errors ?? {})[0]?.[0] ?? ADMIN_MSG.loginFailed;
    case 429:
      return m ?? MSG.tooManyAttempts;
    default:
      return ADMIN_MSG.loginFailed;
  }
}
