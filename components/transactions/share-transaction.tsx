"use client";
import { useState, useSyncExternalStore } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { hasSecrets, shareText, whatsappShareUrl } from "./share-text";
import type { TransactionFacts } from "./transaction-facts";
import styles from "./transaction-page.module.css";

const never = () => () => {};
/** The Web Share API is there on most phones, rarely on desktops; known only in the browser. */
const canWebShare = () => typeof navigator.share === "function";

/**
 * 'Share': the phone's share sheet where it has one (Web Share API), and a WhatsApp link always,
 * both with the same text summary (share-text.ts). A token or pins go in only when the customer
 * ticks the box for them.
 */
export function ShareTransaction({ facts }: { facts: TransactionFacts }) {
  const [includeSecrets, setIncludeSecrets] = useState(false);
  const webShare = useSyncExternalStore(never, canWebShare, () => false);
  const text = shareText(facts, { includeSecrets });
  const secretWord = facts.token ? "token" : facts.pins.length > 1 ? "PINs" : "PIN";

  async function share() {
    try {
      await navigator.share({ title: facts.title, text });
    } catch {
      // Closed without sharing, or refused: nothing to say.
    }
  }

  return (
    <div className={styles.share}>
      {hasSecrets(facts) && (
        <CheckboxField
          label={`Include the ${secretWord} in the message`}
          hint={`Anyone who reads the message can use the ${secretWord}.`}
          checked={includeSecrets}
          onChange={(e) => setIncludeSecrets(e.target.checked)}
        />
      )}
      <div className={styles.shareButtons}>
        {webShare && (
          <Button variant="secondary" onClick={share}>
            Share
          </Button>
        )}
        <ButtonLink
          variant="secondary"
          href={whatsappShareUrl(text)}
          target="_blank"
          rel="noopener noreferrer"
          prefetch={false}
          data-testid="share-whatsapp"
        >
          Share on WhatsApp
        </ButtonLink>
      </div>
    </div>
  );
}
