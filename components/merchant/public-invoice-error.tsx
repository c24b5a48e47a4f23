"use client";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import styles from "./public-invoice.module.css";

/**
 * The public invoice page could not load (most often the product API is down). The payer is not a
 * customer and has no dashboard to go to: they are told the invoice is still there and may try again.
 */
export function PublicInvoiceError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" tabIndex={-1} className={styles.shell}>
      <Card title="This invoice could not be loaded" titleAs="h1">
        <Alert tone="error">
          We could not reach the invoice just now. Nothing has been paid or changed. Please try again in a moment.
        </Alert>
        <Button onClick={() => retry()}>Try again</Button>
      </Card>
    </main>
  );
}
