import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { AuthShell } from "@/components/shell/auth-shell";
import { ADMIN_MSG } from "@/lib/admin/admin-messages";
import { readAdminSession } from "@/lib/session";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Admin login" };

export default async function AdminLoginPage({ searchParams }: { searchParams: SearchParams }) {
  if (await readAdminSession()) redirect("/admin/dashboard");
  const expired = firstParam(await searchParams, "expired") === "1";
  return (
    <AuthShell>
      <AdminLoginForm notice={expired ? { tone: "info", text: ADMIN_MSG.sessionExpired } : undefined} />
    </AuthShell>
  );
}
