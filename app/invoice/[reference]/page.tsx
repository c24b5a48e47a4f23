import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { formatWhen } from "@/components/merchant/invoice-format";
import { invoiceState } from "@/lib/merchant/invoice-state";
import { formatNaira } from "@/lib/money";
import { invoiceStatusLabel } from "@/lib/merchant/invoice-status";
import { logoUrl } from "@/components/merchant/logo-url";
import styles from "@/components/merchant/public-invoice.module.css";
import { productApi, ProductApiError } from "@/lib/api/product-api";
import { INVOICE_REFERENCE, publicInvoiceResponse, type PublicInvoice } from "@/lib/contracts/merchant";

export const metadata: Metadata = { title: "Invoice", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

async function loadInvoice(reference: string): Promise<PublicInvoice | null> {
  if (!INVOICE_REFERENCE.test(reference)) return null;
  try {
    return (await productApi(`public/invoices/${reference}`, publicInvoiceResponse)).data;
  } catch (err) {
    if (err instanceof ProductApiError && err.status === 404) return null;
    throw err;
  }
}

/**
 * The public invoice page (no login): the business's name and logo, the amount due and a Pay
 * button while it can be paid; once paid, the amount paid and when, and for OVERPAID and
 * PARTIALLY_PAID how that compares with the invoice (lib/merchant/invoice-state.ts, which the PDF reads too).
 */
export default async function PublicInvoicePage({
  params,
  searchParams,
}: {
  params: Promise<{ reference: string }>;
  searchParams: Promise<{ paid?: string }>;
}) {
  const { reference } = await params;
  const { paid } = await searchParams;
  const inv = await loadInvoice(reference);
  if (!inv) notFound();
  const b = inv.business;
  const contact = [b.email, b.phone].filter(Boolean).join(" · ");
  const state = invoiceState(inv, { justPaid: paid === "1" });
  return (
    <main id="main" tabIndex={-1} className={styles.shell}>
      <article className={styles.card} aria-labelledby="invoice-title">
        <header className={styles.issuer}>
          {b.logo_id ? (
            // eslint-disable-next-line @next/next/no-img-element -- our own logo route, any size
            <img src={logoUrl(b.logo_id)} alt={`${b.name} logo`} className={styles.logo} />
          ) : (
            <span className={styles.initial} aria-hidden="true">
              {b.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div>
            <h1 id="invoice-title" className={styles.issuerName}>
              {b.name}
            </h1>
            {b.address && <p className={styles.issuerMeta}>{b.address}</p>}
            {contact && <p className={styles.issuerMeta}>{contact}</p>}
          </div>
        </header>
        {state.note && <Alert tone={state.note.tone}>{state.note.text}</Alert>}
        <div>
          <p className={styles.amountLabel} data-testid="invoice-amount-label">
            {state.label}
          </p>
          <p className={styles.amount} data-testid="invoice-amount">
            {state.amount}
          </p>
          {state.paidWhen && (
            <p className={styles.paidWhen} data-testid="invoice-paid-when">
              {state.paidWhen}
            </p>
          )}
        </div>
        <dl className={styles.rows}>
          {state.rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>Billed to</dt>
            <dd>{inv.customer_name}</dd>
          </div>
          <div>
            <dt>For</dt>
            <dd>{inv.description}</dd>
          </div>
          <div>
            <dt>Due</dt>
            <dd>{formatWhen(inv.expiry_date)}</dd>
          </div>
          <div>
            <dt>Reference</dt>
            <dd className={styles.mono}>{inv.invoice_reference}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={[styles.status, styles[inv.status]].join(" ")} data-testid="invoice-status">
                {invoiceStatusLabel(inv.status)}
              </span>
            </dd>
          </div>
        </dl>
        {state.payUrl && (
          <a className={styles.pay} href={state.payUrl}>
            Pay {formatNaira(inv.amount)}
          </a>
        )}
        {inv.status === "PARTIALLY_PAID" && inv.balance_invoice_reference && (
          <a className={styles.pay} href={`/invoice/${inv.balance_invoice_reference}`}>
            Open the invoice for the rest
          </a>
        )}
        <p className={styles.secondary}>
          <a href={`/invoice/${inv.invoice_reference}/pdf`}>Download PDF</a>
        </p>
      </article>
      <p className={styles.footer}>Secure payment by Monnify · Invoice sent with Naira Wallet</p>
    </main>
  );
}
