import { CustomerShell } from "@/components/shell/customer-shell";
import { unreadCountOrNull } from "@/lib/api/customer-api";
import { verifySession } from "@/lib/session";

/**
 * Every customer page: a verified session (else /login) inside the customer shell. The bell's
 * unread count is read here, one small read before the shell renders, so the browser reads nothing
 * on load and loads no zod before the customer's first action (README, "No zod before the customer
 * acts"). It is awaited rather than streamed: a Suspense boundary handed through the client top bar
 * came out twice, fallback and content, after some client-side navigations.
 */
export default async function CustomerLayout({ children }: { children: React.ReactNode }) {
  const [{ user }, unread] = await Promise.all([verifySession(), unreadCountOrNull()]);
  return (
    <CustomerShell user={user} unread={unread}>
      {children}
    </CustomerShell>
  );
}
