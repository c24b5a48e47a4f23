"use client";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** An admin page failed to render (most often the product API is down). */
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Card title="Something went wrong" titleAs="h1">
      <Alert tone="error">Could not load admin data.</Alert>
      <div style={{ display: "flex", gap: "0.75rem", flexWrap: "wrap" }}>
        <Button onClick={() => retry()}>Try again</Button>
        <ButtonLink href="/admin/dashboard" variant="secondary">
          Go to Dashboard
        </ButtonLink>
      </div>
    </Card>
  );
}
