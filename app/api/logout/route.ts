import { logoutRoute } from "@/lib/bff/logout-route";
import { routeMethods } from "@/lib/bff/methods";

/** Customer logout: revokes the token at the API when it can; the cookie is cleared and the answer is 200 either way. */
const post = logoutRoute("customer");

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
