import { goToLogin } from "@/lib/swr/bff-fetcher";

export const RECEIPT_MESSAGES = {
  missingId: "Cannot download receipt: Transaction ID missing",
  failed: "Failed to download receipt. Please try again.",
} as const;

export type ReceiptOutcome = { ok: true; fileName: string } | { ok: false; message: string };

/** The saved file's name, receipt_{reference}.pdf, with anything unsafe for a file name replaced. */
export function receiptFileName(reference: string | null | undefined): string {
  const safe = (reference ?? "").trim().replace(/[^A-Za-z0-9._-]/g, "_");
  return `receipt_${safe || "transaction"}.pdf`;
}

/** The BFF address of a transaction's receipt. */
export function receiptUrl(id: string): string {
  return `/api/transactions/${encodeURIComponent(id)}/receipt`;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a transaction's PDF receipt through the BFF and saves it as receipt_{reference}.pdf
 * (spec 7.1 and 8). Never throws: the caller shows the message of a failed outcome.
 */
export async function downloadReceipt(
  tx: { id?: string | null; reference?: string | null },
  fetchImpl: typeof fetch = fetch,
): Promise<ReceiptOutcome> {
  const id = tx.id?.trim();
  if (!id) return { ok: false, message: RECEIPT_MESSAGES.missingId };
  try {
    const res = await fetchImpl(receiptUrl(id), {
      credentials: "same-origin",
      cache: "no-store",
      headers: { Accept: "application/pdf" },
    });
    if (res.status === 401) {
      goToLogin();
      return { ok: false, message: RECEIPT_MESSAGES.failed };
    }
    const type = res.headers.get("content-type") ?? "";
    if (!res.ok || !type.includes("application/pdf")) return { ok: false, message: RECEIPT_MESSAGES.failed };
    const fileName = receiptFileName(tx.reference);
    saveBlob(await res.blob(), fileName);
    return { ok: true, fileName };
  } catch {
    return { ok: false, message: RECEIPT_MESSAGES.failed };
  }
}
