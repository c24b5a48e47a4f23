import { AdminShell } from "@/components/shell/admin-shell";
import { requireAdmin } from "@/lib/session";

/** Every admin page: an admin session (else /admin/login) inside the admin shell. */
export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const { admin } = await requireAdmin();
  return <AdminShell admin={admin}>{children}</AdminShell>;
}
