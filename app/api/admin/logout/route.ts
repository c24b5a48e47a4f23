import { logoutRoute } from "@/lib/bff/logout-route";
import { routeMethods } from "@/lib/bff/methods";

/** Revokes the admin token at the API when it can; the admin cookie is cleared and the answer is 200 either way (spec 4). */
const post = logoutRoute("admin");

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
