"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/spinner";
import { bffPost } from "@/lib/client/bff-fetch";
import {
  INVOICE_MSG,
  INVOICE_STATUSES,
  invoiceFailure,
  invoiceSentResponse,
  type InvoiceLinks,
  type InvoiceStatus,
  type InvoiceView,
} from "@/lib/contracts/merchant";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { formatNaira } from "@/lib/money";
import { remainderDraft, type InvoiceDraft } from "@/lib/merchant/invoice-remainder";
import { invoiceStatusLabel } from "@/lib/merchant/invoice-status";
import { formatWhen } from "./invoice-format";
import { InvoiceFormModal } from "./invoice-form-modal";
import { InvoiceLinksModal } from "./invoice-links-modal";
import styles from "./merchant.module.css";
import { useInvoices } from "./use-invoices";

function StatusBadge({ status }: { status: InvoiceStatus }) {
  return <span className={[styles.status, styles[status]].join(" ")}>{invoiceStatusLabel(status)}</span>;
}

/** Paid more or less than the amount (Monnify's OVERPAID / PARTIALLY_PAID): what actually came in. */
function PaidNote({ inv }: { inv: InvoiceView }) {
  if (inv.amount_paid === null || inv.amount_paid === inv.amount) return null;
  return <span className={styles.paidNote}>Paid {formatNaira(inv.amount_paid)}</span>;
}

/** A part-paid invoice whose rest a live invoice bills: which one, under its own reference. */
function BalanceNote({ inv }: { inv: InvoiceView }) {
  if (!inv.balance_invoice) return null;
  return (
    <div className={styles.balanceNote}>
      Rest billed on <span className={styles.noBreak}>{inv.balance_invoice.invoice_reference}</span> (
      {invoiceStatusLabel(inv.balance_invoice.status)})
    </div>
  );
}

/**
 * The invoices page (spec 2.12, 7.4, 8): the list with a status filter (in the URL), create, edit
 * (PENDING only) and send. Failures read "Failed to fetch/create/update/send invoice(s): ...".
 */
export function InvoicesView({ canCreate }: { canCreate: boolean }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const raw = (params.get("status") ?? "").toUpperCase();
  const status = (INVOICE_STATUSES as readonly string[]).includes(raw) ? (raw as InvoiceStatus) : "";
  const { invoices, error, isLoading, mutate } = useInvoices(status);
  // The form: undefined closed, null a new invoice (from a draft: the rest of a part-paid one).
  const [editing, setEditing] = useState<InvoiceView | null | undefined>(undefined);
  const [draft, setDraft] = useState<InvoiceDraft | undefined>(undefined);
  const openForm = (invoice: InvoiceView | null, from?: InvoiceDraft) => {
    setDraft(from);
    setEditing(invoice);
  };
  const [sent, setSent] = useState<{ invoice: InvoiceView; links: InvoiceLinks } | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const setStatus = (next: string) => {
    const q = new URLSearchParams(params);
    if (next) q.set("status", next);
    else q.delete("status");
    router.replace(q.toString() ? `${pathname}?${q}` : pathname, { scroll: false });
  };

  async function send(invoice: InvoiceView) {
    setNotice(null);
    setSending(invoice.id);
    const res = await bffPost(`/api/invoices/${invoice.id}/send`, invoiceSentResponse);
    setSending(null);
    if (res.status === 401) return goToLogin();
    if (res.ok) {
      setSent({ invoice, links: res.data.data });
      void mutate();
      return;
    }
    setNotice({
      tone: "error",
      text: invoiceFailure(INVOICE_MSG.sendFailed, res.status === 0 ? "Cannot connect to backend." : res.data.message),
    });
  }

  const actions = (inv: InvoiceView) => {
    const rest = canCreate ? remainderDraft(inv) : null;
    return (
      <div className={styles.rowActions}>
        {inv.status === "PENDING" && (
          <>
            <Button
              size="small"
              variant="secondary"
              onClick={() => openForm(inv)}
              aria-label={`Edit ${inv.invoice_reference}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              onClick={() => send(inv)}
              loading={sending === inv.id}
              loadingText="Sending..."
              aria-label={`Send ${inv.invoice_reference}`}
            >
              Send
            </Button>
          </>
        )}
        {rest && (
          <Button
            size="small"
            onClick={() => openForm(null, rest)}
            aria-label={`Bill the rest of ${inv.invoice_reference}, ${formatNaira(Number(rest.amount))}`}
          >
            Bill the rest
          </Button>
        )}
        <ButtonLink
          size="small"
          variant="secondary"
          href={`/invoice/${inv.invoice_reference}`}
          target="_blank"
          aria-label={`View ${inv.invoice_reference}`}
        >
          View
        </ButtonLink>
      </div>
    );
  };

  return (
    <Card>
      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <label htmlFor="invoice-status">Status</label>
          <select id="invoice-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            {INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {invoiceStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        {canCreate && <Button onClick={() => openForm(null)}>New invoice</Button>}
      </div>
      {notice && (
        <Alert tone={notice.tone} className={styles.outcome}>
          {notice.text}
        </Alert>
      )}
      {error && (
        <Alert tone="error" className={styles.outcome}>
          {invoiceFailure(INVOICE_MSG.fetchFailed, error.message)}
        </Alert>
      )}
      {isLoading && !invoices ? (
        <div aria-busy="true">
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : invoices && invoices.length === 0 ? (
        <div className={styles.empty}>
          <p>{status ? `No ${invoiceStatusLabel(status).toLowerCase()} invoices.` : "No invoices yet."}</p>
          {canCreate && !status && <Button onClick={() => openForm(null)}>Create your first invoice</Button>}
        </div>
      ) : invoices ? (
        <>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Invoices, table">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Invoice</th>
                  <th scope="col">Customer</th>
                  <th scope="col" className={styles.num}>
                    Amount
                  </th>
                  <th scope="col">Expires</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((inv) => (
                  <tr key={inv.id} data-testid="invoice-row">
                    <td>
                      <div>{inv.description}</div>
                      <div className={styles.ref}>{inv.invoice_reference}</div>
                      <BalanceNote inv={inv} />
                    </td>
                    <td className={styles.customer}>
                      {inv.customer_name}
                      <span>{inv.customer_email}</span>
                    </td>
                    <td className={styles.num}>
                      {formatNaira(inv.amount)}
                      <PaidNote inv={inv} />
                    </td>
                    <td>{formatWhen(inv.expiry_date)}</td>
                    <td>
                      <StatusBadge status={inv.status} />
                    </td>
                    <td>{actions(inv)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={styles.cards}>
            {invoices.map((inv) => (
              <li key={inv.id} className={styles.cardItem} data-testid="invoice-card">
                <div className={styles.cardTop}>
                  <div>
                    <div>{inv.description}</div>
                    <div className={styles.ref}>{inv.invoice_reference}</div>
                    <BalanceNote inv={inv} />
                  </div>
                  <StatusBadge status={inv.status} />
                </div>
                <div className={styles.cardAmount}>
                  {formatNaira(inv.amount)}
                  <PaidNote inv={inv} />
                </div>
                <div className={styles.small}>
                  {inv.customer_name} · {inv.customer_email} ·{" "}
                  <span className={styles.when}>expires {formatWhen(inv.expiry_date)}</span>
                </div>
                {actions(inv)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {editing !== undefined && (
        <InvoiceFormModal
          invoice={editing}
          draft={draft}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setNotice({
              tone: "success",
              text: editing
                ? `Invoice ${saved.invoice_reference} updated.`
                : `Invoice ${saved.invoice_reference} created.`,
            });
            setEditing(undefined);
            void mutate();
          }}
        />
      )}
      {sent && (
        <InvoiceLinksModal
          reference={sent.invoice.invoice_reference}
          email={sent.invoice.customer_email}
          links={sent.links}
          onClose={() => setSent(null)}
        />
      )}
    </Card>
  );
}
