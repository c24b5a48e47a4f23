"use client";
import { useState } from "react";
import { copyText } from "@/components/wallet/copy-text";
import { HIGHLIGHT_MS, useTimedFlag } from "@/components/wallet/use-timed-flag";
import { Button } from "./button";
import styles from "./copy-button.module.css";

/**
 * "Copy" beside a value (a token, a PIN, a reference). `label` names what it copies: the button's
 * accessible name is "Copy {label}"; it reads "Copied" for two seconds after, and the change is
 * announced. Where the clipboard refuses, it says so and asks the customer to copy by hand.
 */
export function CopyButton({ value, label, className }: { value: string; label: string; className?: string }) {
  const [copied, raiseCopied] = useTimedFlag(HIGHLIGHT_MS);
  const [failed, setFailed] = useState(false);
  async function copy() {
    const ok = await copyText(value);
    setFailed(!ok);
    if (ok) raiseCopied();
  }
  return (
    <span className={[styles.wrap, className].filter(Boolean).join(" ")}>
      <Button variant="secondary" size="small" onClick={copy} data-copied={copied || undefined}>
        {copied ? "Copied" : "Copy"}
        <span className="visually-hidden"> {label}</span>
      </Button>
      <span role="status" className="visually-hidden">
        {copied ? `${label} copied` : ""}
      </span>
      {failed && (
        <span role="alert" className={styles.failed}>
          Could not copy. Please select the text and copy it.
        </span>
      )}
    </span>
  );
}
