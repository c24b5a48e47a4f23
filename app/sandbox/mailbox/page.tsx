import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Mailbox } from "@/components/sandbox/mailbox";
import { AuthShell } from "@/components/shell/auth-shell";
import { Alert } from "@/components/ui/alert";
import { isProduction } from "@/lib/session-config";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Sandbox mailbox", robots: { index: false } };

/** Sandbox only: the dev outbox, so codes can be read without a real mailbox. */
export default async function SandboxMailboxPage({ searchParams }: { searchParams: SearchParams }) {
  if (isProduction()) notFound();
  const params = await searchParams;
  return (
    <AuthShell wide>
      <h1 style={{ marginTop: 0 }}>Sandbox mailbox</h1>
      <Alert tone="info">Sandbox mode: mail is not sent. Everything the product would have emailed appears here.</Alert>
      <Mailbox initialEmail={firstParam(params, "email")} />
    </AuthShell>
  );
}
