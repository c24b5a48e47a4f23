import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { formatWhen } from "@/components/merchant/invoice-format";
import { formatNaira } from "@/lib/money";
import { logoUrl } from "@/components/merchant/logo-url";
import styles from "@/components/merchant/public-invoice.module.css";
import { productApi, ProductApiError } from "@/lib/api/product-api";
import { publicInvoiceResponse, type PublicInvoice } from "@/lib/contracts/merchant";

export const metadata: Metadata = { title: "Invoice", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

async function loadInvoice(reference: string): Promise<PublicInvoice | null> {
  if (!/^INV-[0-9A-F]{16}$/.test(reference)) return null;
  try {
    return (await productApi(`public/invoices/${reference}`, publicInvoiceResponse)).data;
  } catch (err) {
    if (err instanceof ProductApiError && err.status === 404) return null;
    throw err;
  }
}

/** The public invoice page (no login): the business's name and logo, the amount, the due date and a Pay button to the checkout. */
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
  return (
    <main className={styles.shell}>
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
        {paid === "1" && (inv.status === "PAID" || inv.status === "OVERPAID") && (
          <Alert tone="success">Payment received. Thank you!</Alert>
        )}
        {inv.status === "PARTIALLY_PAID" && inv.amount_paid !== null && (
          <Alert tone="warning">
            {formatNaira(inv.amount_paid)} of {formatNaira(inv.amount)} received. Contact {b.name} about the rest.
          </Alert>
        )}
        <div>
          <p className={styles.amountLabel}>Amount due</p>
          <p className={styles.amount} data-testid="invoice-amount">
            {formatNaira(inv.amount)}
          </p>
        </div>
        <dl className={styles.rows}>
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
                {inv.status.replace(/_/g, " ")}
              </span>
            </dd>
          </div>
          {inv.amount_paid !== null && (
            <div>
              <dt>Amount paid</dt>
              <dd data-testid="invoice-amount-paid">{formatNaira(inv.amount_paid)}</dd>
            </div>
          )}
        </dl>
        {inv.status === "PENDING" && inv.checkout_url && (
          <a className={styles.pay} href={inv.checkout_url}>
            Pay {formatNaira(inv.amount)}
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
