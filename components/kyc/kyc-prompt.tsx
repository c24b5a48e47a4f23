"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useUser } from "@/lib/swr/use-user";
import { KycModalLazy } from "./kyc-modal-lazy";
import { kycStillToDo } from "./kyc-prompt-rule";
import styles from "./kyc.module.css";

/**
 * The dashboard's way into the KYC modal (spec 2.5, 2.12) for a customer whose account number
 * exists but has no BVN/NIN linked (reserved before Monnify required one): a notice with a button.
 * Without an account number the account card asks instead (the same step). Renders nothing once
 * submitted or verified.
 */
export function KycPrompt() {
  const { user, mutate } = useUser();
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  if (!user || user.virtual_account_status !== "active") return null;
  if ((!kycStillToDo(user.kyc_status) && !open) || (submitted && !open)) return null;
  const failed = user.kyc_status === "failed";
  return (
    <div className={styles.prompt} data-testid="kyc-prompt">
      <p>
        <strong>{failed ? "Your KYC could not be verified" : "Verify your identity"}</strong>
        {failed
          ? "Please check your BVN or NIN and submit again."
          : "Complete KYC to link your BVN or NIN and start sending invoices."}
      </p>
      <Button size="small" onClick={() => setOpen(true)}>
        Complete KYC
      </Button>
      {open && (
        <KycModalLazy
          open
          accountActive
          onClose={() => setOpen(false)}
          onSubmitted={() => {
            setSubmitted(true);
            void mutate();
          }}
        />
      )}
    </div>
  );
}
