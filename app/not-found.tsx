import type { Metadata } from "next";
import { AuthShell } from "@/components/shell/auth-shell";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <AuthShell>
      <h1 style={{ marginTop: 0 }}>Page not found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <ButtonLink href="/dashboard" fullWidth>
        Go to Dashboard
      </ButtonLink>
    </AuthShell>
  );
}
