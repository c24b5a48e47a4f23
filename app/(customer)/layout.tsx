import { CustomerShell } from "@/components/shell/customer-shell";
import { verifySession } from "@/lib/session";

/** Every customer page: a verified session (else /login) inside the customer shell. */
export default async function CustomerLayout({ children }: { children: React.ReactNode }) {
  const { user } = await verifySession();
  return <CustomerShell user={user}>{children}</CustomerShell>;
}
