"use client";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { BeneficiaryKind, BeneficiaryView } from "@/lib/contracts/beneficiaries";
import { beneficiaryDetail, beneficiaryName } from "@/lib/purchases/beneficiary-links";
import { SavedNumbersPlaceholder } from "./saved-recipients-placeholder";
import { useBeneficiaries } from "./use-beneficiaries";
import styles from "./beneficiaries.module.css";

/** How many saved recipients show before "Show all". */
const FIRST = 4;

const TITLE: Record<BeneficiaryKind, string> = {
  phone: "Saved numbers",
  meter: "Saved meters",
  smartcard: "Saved smartcards",
  jamb: "Saved JAMB profiles",
};

/**
 * The entry forms' saved recipients (issue 18), the most recently used first, and on phone fields
 * "My number". Choosing one fills the form (the form decides what else, a quiet verification).
 */
export function SavedRecipients({
  kind,
  chosen,
  onChoose,
  myPhone,
  onChooseMine,
}: {
  kind: BeneficiaryKind;
  /** The value in the form (phone, meter, smartcard or profile): its button shows as chosen. */
  chosen: string;
  onChoose: (b: BeneficiaryView) => void;
  /** The customer's own phone, for "My number". */
  myPhone?: string | null;
  onChooseMine?: () => void;
}) {
  const list = useBeneficiaries(kind);
  const [all, setAll] = useState(false);
  const items = all ? list.items : list.items.slice(0, FIRST);
  const showMine = Boolean(myPhone && onChooseMine);
  // The customer (their own number) is still loading: keep the section's place.
  if (onChooseMine && myPhone === undefined) return <SavedNumbersPlaceholder />;
  // Nothing to offer (yet): no empty heading, and no flash of "Loading" for customers with none saved.
  if (!showMine && list.items.length === 0 && list.status !== "error") return null;

  return (
    <section className={styles.saved} aria-label={TITLE[kind]} data-testid={`saved-${kind}`}>
      <div className={styles.savedHead}>
        <h2 className={styles.savedTitle}>{TITLE[kind]}</h2>
        {list.items.length > 0 && (
          <Link href="/beneficiaries" className={styles.manage}>
            Manage
          </Link>
        )}
      </div>
      <ul className={styles.chips}>
        {showMine && (
          <li>
            <button type="button" className={styles.chip} aria-pressed={chosen === myPhone} onClick={onChooseMine}>
              <span className={styles.chipName}>My number</span>
              <span className={styles.chipDetail}>{myPhone}</span>
            </button>
          </li>
        )}
        {items.map((b) => (
          <li key={b.id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={chosen === b.number}
              onClick={() => onChoose(b)}
            >
              <span className={styles.chipName}>{beneficiaryName(b)}</span>
              <span className={styles.chipDetail}>{beneficiaryDetail(b)}</span>
            </button>
          </li>
        ))}
      </ul>
      {list.status === "error" && (
        <p className={styles.note}>
          Saved recipients could not be loaded.{" "}
          <Button variant="link" size="small" onClick={list.reload}>
            Retry
          </Button>
        </p>
      )}
      {list.items.length > FIRST && (
        <Button variant="ghost" size="small" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? "Show fewer" : `Show all ${list.items.length}`}
        </Button>
      )}
    </section>
  );
}
