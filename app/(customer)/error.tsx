"use client";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** A customer page failed to load (most often the product API is down). */
export default function CustomerError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Card title="Something went wrong" titleAs="h1">
      <Alert tone="error">We could not load this page. Please check your connection and try again.</Alert>
      <div style={{ display: "flex", gap: "0.75rem", flexWrap: "wrap" }}>
        <Button onClick={() => retry()}>Try again</Button>
        <ButtonLink href="/dashboard" variant="secondary">
          Go to Dashboard
        </ButtonLink>
      </div>
    </Card>
  );
}
