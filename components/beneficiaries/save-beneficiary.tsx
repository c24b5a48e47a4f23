"use client";
import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/text-field";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffPost } from "@/lib/client/bff-fetch";
import { BENEFICIARY_MSG, beneficiarySavedResponse, NICKNAME_MAX } from "@/lib/contracts/beneficiaries";
import { beneficiaryFromPurchase, beneficiaryName, isSaved } from "@/lib/purchases/beneficiary-links";
import type { PurchaseService } from "@/lib/purchases/request-id";
import type { SummaryQuery } from "@/lib/purchases/summary-query";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { useBeneficiaries } from "./use-beneficiaries";
import styles from "./beneficiaries.module.css";

/**
 * "Save as beneficiary" on a purchase's result (issue 18): ticked by default for a recipient not
 * yet saved, with an optional nickname; nothing is saved until the customer taps Save. A recipient
 * already saved shows nothing here (the purchase already moved it to the top of the list).
 */
export function SaveBeneficiary({
  service,
  query,
  verifiedName,
}: {
  service: PurchaseService;
  query: SummaryQuery;
  verifiedName: string | null;
}) {
  const recipient = beneficiaryFromPurchase(service, query, verifiedName);
  const list = useBeneficiaries();
  const [wanted, setWanted] = useState(true);
  const [nickname, setNickname] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedAs, setSavedAs] = useState<string | null>(null);

  if (!recipient || list.status === "loading" || list.status === "idle") return null;
  if (savedAs)
    return (
      <div className={styles.saveBox} role="status">
        <p className={styles.saveDone}>Saved as {savedAs}.</p>
        <Link href="/beneficiaries">See your beneficiaries</Link>
      </div>
    );
  if (isSaved(list.items, recipient.key)) return null;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!recipient || !wanted) return;
    setBusy(true);
    setError(null);
    const res = await bffPost("/api/beneficiaries", beneficiarySavedResponse, { ...recipient.body, nickname });
    setBusy(false);
    if (res.status === 401) return goToLogin();
    if (!res.ok) {
      const fieldMessage = Object.values(res.data.errors ?? {})[0]?.[0];
      setError(res.status === 0 ? UNREACHABLE_MESSAGE : (fieldMessage ?? res.data.message ?? BENEFICIARY_MSG.tooMany));
      return;
    }
    setSavedAs(beneficiaryName(res.data.data));
  }

  return (
    <form className={styles.saveBox} onSubmit={save} aria-label="Save as beneficiary" noValidate>
      <CheckboxField
        label="Save as beneficiary"
        checked={wanted}
        onChange={(e) => setWanted(e.target.checked)}
        hint="Buy for them again in two taps."
      />
      {wanted && (
        <>
          <TextField
            label="Nickname (optional)"
            placeholder="e.g. Mama, Shop meter"
            maxLength={NICKNAME_MAX}
            autoComplete="off"
            value={nickname}
            onChange={(e) => setNickname(e.target.value)}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" variant="secondary" loading={busy} loadingText="Saving…">
            Save
          </Button>
        </>
      )}
    </form>
  );
}
