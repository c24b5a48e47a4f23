import type { TransactionFacts } from "./transaction-facts";

/**
 * The message "Share" sends (WhatsApp, or the phone's share sheet): what happened, how much, when,
 * for whom and the short reference the customer's screens show. What it leaves out, on purpose: the meter token and
 * exam pins unless the customer ticks the box for them (anyone who reads them can use them), the
 * wallet balance, the customer's email, and a link (the transaction page needs the customer's login).
 */
export function shareText(f: TransactionFacts, opts: { includeSecrets: boolean }): string {
  const lines = [
    `${f.title}: ${f.statusText}`,
    `Amount: ${f.amount.replace(/^[+-]/, "")}`,
    ...(f.recipient ? [`For: ${f.recipient}`] : []),
    `Date: ${f.date}`,
    `Reference: ${f.shortReference}`,
  ];
  if (opts.includeSecrets) {
    if (f.token) lines.push(`Token: ${f.token.value}${f.token.units ? ` (${f.token.units})` : ""}`);
    f.pins.forEach((p, i) => {
      const label = f.pins.length > 1 ? `PIN ${i + 1}` : "PIN";
      lines.push(`${label}: ${p.pin}${p.serial ? ` (serial ${p.serial})` : ""}`);
    });
  }
  lines.push("", "Sent from Naira Wallet");
  return lines.join("\n");
}

/** Whether the transaction has anything secret the customer may choose to share. */
export const hasSecrets = (f: TransactionFacts) => f.token !== null || f.pins.length > 0;

/** WhatsApp's share link (wa.me opens the app on phones, WhatsApp Web elsewhere) with the text filled in. */
export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
