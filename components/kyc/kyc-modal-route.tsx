"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ButtonLink } from "@/components/ui/button";
import { useUser } from "@/lib/swr/use-user";
import { KycModal } from "./kyc-modal";
import styles from "./kyc.module.css";

/** The /kycmodal page: the modal open over an empty page; closing it returns to the dashboard. */
export function KycModalRoute({ kycStatus }: { kycStatus: string }) {
  const router = useRouter();
  const { mutate } = useUser();
  const [open, setOpen] = useState(kycStatus !== "verified");
  return (
    <div className={styles.modalBackdrop}>
      {kycStatus === "verified" && !open && (
        <p className={styles.note}>
          Your KYC is verified.{" "}
          <ButtonLink href="/dashboard" size="small" variant="secondary">
            Back to dashboard
          </ButtonLink>
        </p>
      )}
      <KycModal
        open={open}
        onClose={() => {
          setOpen(false);
          router.push("/dashboard");
        }}
        onSubmitted={() => void mutate()}
      />
    </div>
  );
}
