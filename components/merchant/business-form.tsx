"use client";
import { firstFieldErrors } from "@/lib/client/api-result";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { TextField } from "@/components/ui/text-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { bffPost } from "@/lib/client/bff-fetch";
import {
  BUSINESS_MSG,
  businessSavedResponse,
  businessSchema,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type BusinessView,
} from "@/lib/contracts/merchant";
import { firstIssueMessages } from "@/lib/contracts/field-errors";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { logoUrl } from "./logo-url";
import styles from "./merchant.module.css";

type Fields = { name: string; address: string; phone: string; email: string };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
}

/** The business details form (spec 2.12, 3, 5): name required; logo, address, phone and email optional. */
export function BusinessForm({ initial }: { initial: BusinessView | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const { values, errors, setErrors, bind } = useFormFields<keyof Fields>({
    name: initial?.name ?? "",
    address: initial?.address ?? "",
    phone: initial?.phone ?? "",
    email: initial?.email ?? "",
  });
  const [logoId, setLogoId] = useState(initial?.logo_id ?? null);
  const [newLogo, setNewLogo] = useState<string | null>(null);
  // The chosen file's problem (too large, wrong type) while it stays chosen: Save is refused until
  // another file is picked or the pick is cleared, never saved as if no logo had been chosen.
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function pickLogo(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    setErrors((s) => ({ ...s, logo: "" }));
    setOutcome(null);
    setNewLogo(null);
    // The server checks the real bytes; this only saves a pointless upload.
    const problem = !file
      ? null
      : !(LOGO_TYPES as readonly string[]).includes(file.type)
        ? BUSINESS_MSG.logoType
        : file.size > LOGO_MAX_BYTES
          ? BUSINESS_MSG.logoSize
          : null;
    setLogoProblem(problem);
    if (problem) return setErrors((s) => ({ ...s, logo: problem }));
    if (file) setNewLogo(await readAsDataUrl(file));
  }

  function clearLogoPick() {
    if (fileRef.current) fileRef.current.value = "";
    setLogoProblem(null);
    setNewLogo(null);
    setErrors((s) => ({ ...s, logo: "" }));
    fileRef.current?.focus();
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setOutcome(null);
    if (logoProblem) {
      // One message, on the logo: nothing is sent, so nothing can be saved without it.
      setErrors((s) => ({ ...s, logo: logoProblem }));
      fileRef.current?.focus();
      return;
    }
    const body = { ...values, ...(newLogo ? { logo: newLogo } : {}) };
    const parsed = businessSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    const res = await bffPost("/api/business", businessSavedResponse, body);
    setBusy(false);
    if (res.status === 401) return goToLogin();
    if (res.ok) {
      setLogoId(res.data.data.logo_id);
      setNewLogo(null);
      if (fileRef.current) fileRef.current.value = "";
      setOutcome({ tone: "success", text: res.data.message || BUSINESS_MSG.saved });
      return;
    }
    const fieldErrors = firstFieldErrors(res.data.errors);
    setErrors(fieldErrors);
    // A refusal about a field is said once, beside the field; anything else in the alert.
    if (Object.keys(fieldErrors).length > 0) return focusFirstInvalid(formRef.current);
    const reason = res.status === 0 ? "Cannot connect to backend." : res.data.message;
    setOutcome({ tone: "error", text: reason ? `${BUSINESS_MSG.updateFailed}: ${reason}` : BUSINESS_MSG.updateFailed });
  }

  const preview = newLogo ?? (logoId ? logoUrl(logoId) : null);
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Business details" className={styles.form}>
      {outcome && (
        <Alert tone={outcome.tone} className={styles.outcome}>
          {outcome.text}
        </Alert>
      )}
      <TextField label="Business name" required autoComplete="organization" {...bind("name")} />
      <div className={styles.logoRow}>
        <div className={styles.logoBox}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL or our own logo route */}
          {preview ? <img src={preview} alt="Business logo" data-testid="business-logo" /> : <span>No logo</span>}
        </div>
        <div className={styles.logoControls}>
          <label htmlFor="business-logo" className={styles.logoLabel}>
            Logo
          </label>
          <input
            id="business-logo"
            ref={fileRef}
            type="file"
            accept={LOGO_TYPES.join(",")}
            className={styles.fileInput}
            onChange={pickLogo}
            aria-invalid={errors.logo ? true : undefined}
            aria-describedby={errors.logo ? "business-logo-hint business-logo-error" : "business-logo-hint"}
          />
          <p id="business-logo-hint" className={styles.small}>
            PNG, JPEG or WebP, at most 1 MB.
          </p>
          {errors.logo && (
            <p className={styles.error} role="alert" id="business-logo-error">
              {errors.logo}
            </p>
          )}
          {logoProblem && (
            <Button variant="link" size="small" onClick={clearLogoPick} className={styles.clearPick}>
              {logoId ? "Keep the current logo" : "Clear the chosen file"}
            </Button>
          )}
        </div>
      </div>
      <TextField label="Address" autoComplete="street-address" {...bind("address")} />
      <div className={styles.row2}>
        <TextField label="Phone" type="tel" autoComplete="tel" {...bind("phone")} />
        <TextField label="Email" type="email" autoComplete="email" {...bind("email")} />
      </div>
      <Button type="submit" fullWidth loading={busy} loadingText="Saving...">
        Save business details
      </Button>
    </form>
  );
}
