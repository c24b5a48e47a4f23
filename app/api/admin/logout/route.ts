import { logoutRoute } from "@/lib/bff/logout-route";

/** Revokes the admin token at the API when it can; the admin cookie is cleared and the answer is 200 either way (spec 4). */
export const POST = logoutRoute("admin");
