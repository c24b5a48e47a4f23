"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ButtonLink } from "@/components/ui/button";
import type { User } from "@/lib/contracts/user";
import { useUser } from "@/lib/swr/use-user";
import { KycModal } from "./kyc-modal";
import styles from "./kyc.module.css";

/** The /kycmodal page: the modal open over an empty page; closing it returns to the dashboard. */
export function KycModalRoute({ user }: { user: User }) {
  const router = useRouter();
  const { mutate } = useUser();
  const verified = user.kyc_status === "verified" && user.virtual_account_status === "active";
  const [open, setOpen] = useState(!verified);
  return (
    <div className={styles.modalBackdrop}>
      {verified && !open && (
        <p className={styles.note}>
          Your KYC is verified.{" "}
          <ButtonLink href="/dashboard" size="small" variant="secondary">
            Back to dashboard
          </ButtonLink>
        </p>
      )}
      <KycModal
        open={open}
        accountActive={user.virtual_account_status === "active"}
        title={user.virtual_account_status === "active" ? "Complete your KYC" : "Get your account number"}
        onClose={() => {
          setOpen(false);
          router.push("/dashboard");
        }}
        onSubmitted={() => void mutate()}
      />
    </div>
  );
}
