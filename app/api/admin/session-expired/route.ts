import { getAdminSession } from "@/lib/session";
import { routeMethods } from "@/lib/bff/methods";

/**
 * Where admin pages send a token the API refused (401/403): server components cannot change
 * cookies, so this handler drops the admin cookie and continues to /admin/login.
 */
async function get() {
  const session = await getAdminSession();
  session.destroy();
  return new Response(null, {
    status: 303,
    headers: { Location: "/admin/login?expired=1", "Cache-Control": "no-store" },
  });
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
