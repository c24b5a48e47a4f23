"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { InvoiceLinks } from "@/lib/contracts/merchant";
import styles from "./merchant.module.css";

/** After Send: the invoice link, a WhatsApp share with it, and the PDF (spec 7.4). */
export function InvoiceLinksModal({
  reference,
  email,
  links,
  onClose,
}: {
  reference: string;
  email: string;
  links: InvoiceLinks;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(links.invoice_url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Modal open onClose={onClose} title="Invoice sent" footer={<Button onClick={onClose}>Done</Button>}>
      <p className={styles.lead}>
        We emailed invoice {reference} to {email}. You can also share it:
      </p>
      <div className={styles.links}>
        <div className={styles.linkRow}>
          <label htmlFor="invoice-url">Invoice link</label>
          <input id="invoice-url" readOnly value={links.invoice_url} onFocus={(e) => e.currentTarget.select()} />
        </div>
        <div className={styles.linkActions}>
          <Button size="small" variant="secondary" onClick={copy}>
            {copied ? "Copied" : "Copy link"}
          </Button>
          <a
            className={styles.linkButton}
            href={links.whatsapp_url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="whatsapp-link"
          >
            Share on WhatsApp
          </a>
          <a className={styles.linkButton} href={links.pdf_url} data-testid="pdf-link">
            Download PDF
          </a>
          <a
            className={styles.linkButton}
            href={links.invoice_url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="invoice-link"
          >
            Open invoice page
          </a>
        </div>
      </div>
    </Modal>
  );
}
