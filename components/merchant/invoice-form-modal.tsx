"use client";
import { firstFieldErrors } from "@/lib/client/api-result";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { FormModalActions } from "@/components/ui/form-modal-actions";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { bffFetch } from "@/lib/client/bff-fetch";
import {
  expiryForApi,
  INVOICE_EXPIRY_MAX_DAYS,
  INVOICE_MSG,
  invoiceFailure,
  invoiceSavedResponse,
  invoiceSchema,
  type InvoiceView,
} from "@/lib/contracts/merchant";
import { firstIssueMessages } from "@/lib/contracts/field-errors";
import type { InvoiceDraft } from "@/lib/merchant/invoice-remainder";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { toLocalInput } from "./invoice-format";
import styles from "./merchant.module.css";

type Fields = {
  amount: string;
  description: string;
  customer_email: string;
  customer_name: string;
  expiry_date: string;
};

function initialFields(invoice: InvoiceView | null, draft: InvoiceDraft | undefined): Fields {
  if (!invoice)
    return {
      amount: draft?.amount ?? "",
      description: draft?.description ?? "",
      customer_email: draft?.customer_email ?? "",
      customer_name: draft?.customer_name ?? "",
      expiry_date: "",
    };
  return {
    amount: String(invoice.amount),
    description: invoice.description,
    customer_email: invoice.customer_email,
    customer_name: invoice.customer_name,
    expiry_date: toLocalInput(invoice.expiry_date),
  };
}

/** The expiry input's latest choice: the API refuses an invoice open for longer. */
const daysFromNow = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return d;
};

/**
 * Create or edit an invoice (spec 5, Invoice form): amount of at least ₦100, the rest required,
 * expiry to the minute. A new one may start from a draft (the rest of a part-paid invoice).
 */
export function InvoiceFormModal({
  invoice,
  draft,
  onClose,
  onSaved,
}: {
  invoice: InvoiceView | null;
  draft?: InvoiceDraft;
  onClose: () => void;
  onSaved: (saved: InvoiceView) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setErrors, bind } = useFormFields<keyof Fields>(() => initialFields(invoice, draft));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = invoice !== null;
  const prefix = editing ? INVOICE_MSG.updateFailed : INVOICE_MSG.createFailed;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    const body = {
      ...values,
      amount: values.amount.trim(),
      expiry_date: values.expiry_date ? expiryForApi(values.expiry_date) : "",
      ...(!editing && draft ? { balance_of: draft.balance_of } : {}),
    };
    const parsed = invoiceSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    const res = await bffFetch(editing ? `/api/invoices/${invoice.id}` : "/api/invoices", invoiceSavedResponse, {
      method: editing ? "PUT" : "POST",
      body,
    });
    setBusy(false);
    if (res.status === 401) return goToLogin();
    if (res.ok) return onSaved(res.data.data);
    setErrors(firstFieldErrors(res.data.errors));
    setFailure(invoiceFailure(prefix, res.status === 0 ? "Cannot connect to backend." : res.data.message));
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? `Edit invoice ${invoice.invoice_reference}` : "New invoice"}
      footer={
        <FormModalActions formId="invoice-form" onCancel={onClose} busy={busy} busyText="Saving...">
          {editing ? "Save changes" : "Create invoice"}
        </FormModalActions>
      }
    >
      {failure && (
        <Alert tone="error" className={styles.outcome}>
          {failure}
        </Alert>
      )}
      <form
        id="invoice-form"
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={editing ? "Edit invoice" : "New invoice"}
        className={styles.form}
      >
        <TextField
          label="Amount (₦)"
          required
          inputMode="decimal"
          placeholder="e.g. 2500"
          {...bind("amount")}
          hint="Minimum ₦100.00"
        />
        <TextField label="Description" required {...bind("description")} />
        <TextField label="Customer name" required autoComplete="off" {...bind("customer_name")} />
        <TextField label="Customer email" required type="email" autoComplete="off" {...bind("customer_email")} />
        <TextField
          label="Expiry date"
          required
          type="datetime-local"
          min={toLocalInput(new Date().toISOString())}
          max={toLocalInput(daysFromNow(INVOICE_EXPIRY_MAX_DAYS).toISOString())}
          {...bind("expiry_date")}
        />
      </form>
    </Modal>
  );
}
