"use client";
import { firstFieldErrors } from "@/lib/client/api-result";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { bffFetch } from "@/lib/client/bff-fetch";
import {
  expiryForApi,
  INVOICE_MSG,
  invoiceFailure,
  invoiceSavedResponse,
  invoiceSchema,
  type InvoiceView,
} from "@/lib/contracts/merchant";
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

function initialFields(invoice: InvoiceView | null): Fields {
  if (!invoice) return { amount: "", description: "", customer_email: "", customer_name: "", expiry_date: "" };
  return {
    amount: String(invoice.amount),
    description: invoice.description,
    customer_email: invoice.customer_email,
    customer_name: invoice.customer_name,
    expiry_date: toLocalInput(invoice.expiry_date),
  };
}

/** Create or edit an invoice (spec 5, Invoice form): amount of at least ₦100, the rest required, expiry to the minute. */
export function InvoiceFormModal({
  invoice,
  onClose,
  onSaved,
}: {
  invoice: InvoiceView | null;
  onClose: () => void;
  onSaved: (saved: InvoiceView) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Fields>(() => initialFields(invoice));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editing = invoice !== null;
  const prefix = editing ? INVOICE_MSG.updateFailed : INVOICE_MSG.createFailed;

  const set = (field: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((s) => ({ ...s, [field]: e.target.value }));
    setErrors((s) => (s[field] ? { ...s, [field]: "" } : s));
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    const body = {
      ...values,
      amount: values.amount.trim(),
      expiry_date: values.expiry_date ? expiryForApi(values.expiry_date) : "",
    };
    const parsed = invoiceSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const i of parsed.error.issues) found[String(i.path[0])] ??= i.message;
      setErrors(found);
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
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="invoice-form" loading={busy} loadingText="Saving...">
            {editing ? "Save changes" : "Create invoice"}
          </Button>
        </>
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
          value={values.amount}
          onChange={set("amount")}
          error={errors.amount}
          hint="Minimum ₦100.00"
        />
        <TextField
          label="Description"
          required
          value={values.description}
          onChange={set("description")}
          error={errors.description}
        />
        <TextField
          label="Customer name"
          required
          autoComplete="off"
          value={values.customer_name}
          onChange={set("customer_name")}
          error={errors.customer_name}
        />
        <TextField
          label="Customer email"
          required
          type="email"
          autoComplete="off"
          value={values.customer_email}
          onChange={set("customer_email")}
          error={errors.customer_email}
        />
        <TextField
          label="Expiry date"
          required
          type="datetime-local"
          min={toLocalInput(new Date().toISOString())}
          value={values.expiry_date}
          onChange={set("expiry_date")}
          error={errors.expiry_date}
        />
      </form>
    </Modal>
  );
}
