import { logoutRoute } from "@/lib/bff/logout-route";

/** Customer logout: revokes the token at the API when it can; the cookie is cleared and the answer is 200 either way. */
export const POST = logoutRoute("customer");
