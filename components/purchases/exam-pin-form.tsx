"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { verifyJambProfile } from "@/lib/client/verify-jamb-profile";
import { examTypesAnswer, examVariationsAnswer } from "@/lib/client/contract-loaders";
import type { ExamTypesAnswer } from "@/lib/contracts/purchases";
import { formatNaira } from "@/lib/money";
import { normalisedPhone } from "@/lib/client/phone-normaliser";
import { examMaxQuantity, isJamb } from "@/lib/purchases/catalog";
import {
  draftText,
  freshVerification,
  saveEntryDraft,
  verifiedNow,
  type Verification,
} from "@/lib/purchases/entry-draft";
import {
  digitsOnly,
  examErrors,
  examPhoneError,
  examQuantityError,
  examQuantityHint,
  hasErrors,
} from "@/lib/purchases/entry-rules";
import { BUY_MSG } from "@/lib/purchases/messages";
import { newRequestId } from "@/lib/purchases/request-id";
import { examTotal } from "@/lib/purchases/summary-query";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { LockedAmountField } from "./amount-field";
import { InsufficientBalanceModal } from "./insufficient-balance-modal-lazy";
import { ListNotice } from "./list-notice";
import { EntryPrice } from "./entry-price-lazy";
import { PhoneField } from "./phone-field";
import { useBffList } from "./use-bff-list";
import { useEntryDraft } from "./use-entry-draft";
import { useFieldErrors } from "./use-field-errors";
import { useWallet } from "./use-wallet";
import { SavedRecipientsLazy as SavedRecipients } from "@/components/beneficiaries/saved-recipients-lazy";
import styles from "./purchases.module.css";
import { JAMB_PROFILE } from "./jamb-profile-field";
import { VerifiedFacts, VerifyNumberRow } from "./verify-number-row";
import type { EntryFormProps } from "./entry-form-props";

type Field = "examType" | "variation" | "phone" | "quantity" | "profileId";
const isName = (v: unknown): v is string => typeof v === "string" && v !== "";

/**
 * Exam pin entry (spec 2.10, 4, 5): exam type, variation, read-only amount, JAMB profile id
 * with 'Verify Profile' (jamb only; a change resets it), phone, quantity and the total.
 * 'Preview Purchase' opens the summary and resets the form.
 */
export function ExamPinForm({
  unavailable = false,
  prefill = {},
  typesSeed = null,
}: EntryFormProps<"exam"> & {
  /** GET /api/exampin/types as the server page read it (null: the browser reads it). */
  typesSeed?: ExamTypesAnswer | null;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const { balance } = useWallet();
  const types = useBffList({ path: "/api/exampin/types" }, examTypesAnswer, (d) => d.data.exam_types, typesSeed);
  const [examType, setExamType] = useState(prefill.exam ?? "");
  const variations = useBffList(
    examType ? { path: "/api/exampin/variations", body: { serviceID: examType } } : null,
    examVariationsAnswer,
    (d) => d.plans,
  );
  const [variationCode, setVariationCode] = useState(prefill.variation ?? "");
  const [profileId, setProfileId] = useState(prefill.profile ?? "");
  const [profileCheck, setProfileCheck] = useState<Verification<string> | null>(null);
  const candidate = profileCheck?.value ?? null;
  const setCandidate = (name: string | null) => setProfileCheck(name ? verifiedNow(name) : null);
  const [verifying, setVerifying] = useState(false);
  const [phone, setPhone] = useState(prefill.phone ?? "");
  const [quantity, setQuantity] = useState(prefill.quantity ?? "1");
  const [errors, setErrors, clearError] = useFieldErrors<Field>();
  const [modal, setModal] = useState(false);

  const type = types.items.find((t) => t.serviceID === examType);
  const variation = variations.items.find((v) => v.variation_code === variationCode);
  const jamb = isJamb(examType);
  const maxQuantity = examMaxQuantity(examType);
  const qty = /^\d+$/.test(quantity) ? Number(quantity) : 0;
  const total = (variation && examTotal({ price: String(variation.variation_amount), quantity: String(qty) })) ?? 0;
  const short = balance !== null && total > 0 && total > balance;
  const typeName = type?.name ?? "exam";

  // 'Edit details' and Back: the values, and the JAMB profile's verification while it is fresh.
  useEntryDraft("exam", (d) => {
    setExamType(draftText(d, "examType"));
    setVariationCode(draftText(d, "variationCode"));
    setProfileId(draftText(d, "profileId"));
    setProfileCheck(freshVerification(d, "profile", isName));
    setPhone(draftText(d, "phone"));
    setQuantity(draftText(d, "quantity") || "1");
  });

  function reset() {
    setExamType("");
    setVariationCode("");
    setProfileId("");
    setCandidate(null);
    setPhone("");
    setQuantity("1");
    setErrors({});
  }

  /** Verify Profile, or (quiet) a saved profile just chosen: its id is passed, the form's state is not yet it. */
  async function verifyProfile(id = profileId, quiet = false) {
    if (!id.trim()) {
      setErrors({ ...errors, profileId: "JAMB profile ID is required." });
      if (!quiet) focusFirstInvalid(formRef.current);
      return;
    }
    setVerifying(true);
    const check = await verifyJambProfile(id, variationCode);
    setVerifying(false);
    if (check.outcome === "signed-out") return goToLogin();
    if (check.outcome === "refused") {
      setCandidate(null);
      setErrors({ ...errors, profileId: check.message });
      if (!quiet) focusFirstInvalid(formRef.current);
      return;
    }
    setCandidate(check.value);
    setErrors({ ...errors, profileId: undefined });
  }

  async function preview(e: React.FormEvent) {
    e.preventDefault();
    const number = await normalisedPhone(phone);
    setPhone(number);
    const found = examErrors({
      examType,
      variation: variation ? variationCode : "",
      phone: number,
      quantity,
      maxQuantity,
      typeName,
      isJamb: jamb,
      profileId,
      profileVerified: candidate !== null,
    });
    setErrors(found);
    if (hasErrors(found) || !variation || !type) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (balance !== null && total > balance) {
      setModal(true);
      return;
    }
    saveEntryDraft("exam", { examType, variationCode, profileId, profile: profileCheck, phone: number, quantity });
    const requestId = newRequestId("exam");
    const q = new URLSearchParams({
      examType: type.name,
      examTypeId: type.serviceID,
      variation: variation.name,
      variationCode: variation.variation_code,
      price: String(variation.variation_amount),
      phone: number,
      quantity: String(qty),
      requestId,
      profileId: jamb ? profileId.trim() : "",
      reference: requestId,
    });
    reset();
    router.push(`/exam-pin-summary?${q}`);
  }

  return (
    <Card>
      <form ref={formRef} onSubmit={preview} noValidate aria-label="Buy exam pins">
        <fieldset className={styles.formFields} disabled={unavailable}>
          <SelectField
            label="Exam type"
            required
            placeholder={types.status === "loading" ? "Loading exam types…" : "Select an exam type"}
            options={types.items.map((t) => ({ value: t.serviceID, label: t.name }))}
            value={examType}
            onChange={(e) => {
              setExamType(e.target.value);
              clearError("examType");
              setVariationCode("");
              setProfileId("");
              setCandidate(null);
              setQuantity("1");
              clearError("quantity"); // the new type's limit is shown afresh
            }}
            error={errors.examType}
            disabled={types.status === "loading"}
          />
          <ListNotice
            state={types}
            loading="Loading exam types…"
            empty={BUY_MSG.noExamTypes}
            failed={BUY_MSG.examTypesFailed}
            onRetry={types.reload}
          />
          {/* Radios, not a select: a variation's name is long ("WASSCE for Private Candidates, Second
              Bi-Annual — ₦24,500.00") and a select shows one line of it, cut at 320 px; a choice wraps. */}
          <RadioGroupField
            label="Variation"
            name="variation"
            required
            options={variations.items.map((v) => ({
              value: v.variation_code,
              label: `${v.name} — ${formatNaira(v.variation_amount)}`,
            }))}
            value={variationCode}
            onChange={(code) => {
              setVariationCode(code);
              clearError("variation");
            }}
            error={errors.variation}
            hint={examType ? undefined : "Select an exam type first."}
          />
          <ListNotice
            state={variations}
            loading="Loading variations…"
            empty={BUY_MSG.noExamVariations}
            failed={BUY_MSG.examVariationsFailed}
            onRetry={variations.reload}
          />
          <LockedAmountField naira={variation?.variation_amount} placeholder="Set by the variation" />
          {jamb && (
            <>
              <SavedRecipients
                kind="jamb"
                chosen={profileId}
                onChoose={(b) => {
                  setProfileId(b.number);
                  setCandidate(null);
                  void verifyProfile(b.number, true);
                }}
              />
              <VerifyNumberRow
                field={JAMB_PROFILE}
                value={profileId}
                onChange={(text) => {
                  setProfileId(text);
                  clearError("profileId");
                  setCandidate(null);
                }}
                error={errors.profileId}
                verifying={verifying}
                onVerify={() => void verifyProfile()}
              />
              {candidate && <VerifiedFacts testId="jamb-verified" facts={[["Candidate", candidate]]} />}
            </>
          )}
          <div className={styles.row2}>
            <PhoneField
              value={phone}
              onChange={(v) => {
                setPhone(v);
                clearError("phone");
              }}
              onBlur={async () => {
                if (!phone) return;
                const error = examPhoneError(await normalisedPhone(phone));
                setErrors((e) => ({ ...e, phone: error }));
              }}
              error={errors.phone}
            />
            <TextField
              label="Quantity"
              required
              type="number"
              inputMode="numeric"
              min={1}
              max={maxQuantity}
              value={quantity}
              onChange={(e) => {
                // Never cut what was typed: a quantity over the limit is told, not clamped (issue 16).
                const next = digitsOnly(e.target.value, 4);
                setQuantity(next);
                setErrors((x) => ({
                  ...x,
                  quantity: next && examType ? examQuantityError(next, maxQuantity, typeName) : undefined,
                }));
              }}
              error={errors.quantity}
              hint={errors.quantity ? undefined : examQuantityHint(Boolean(examType), maxQuantity)}
              readOnly={Boolean(examType) && maxQuantity === 1}
            />
          </div>
          <div className={styles.total} aria-live="polite">
            <span>Total</span>
            <strong data-testid="exam-total">{formatNaira(total)}</strong>
          </div>
          <EntryPrice service="exam" amount={total > 0 ? total : null} />
          {short && (
            <p className={styles.hint} role="status">
              Insufficient funds for this purchase.{" "}
              <a href="#account-card">Fund your wallet using your account details</a>.
            </p>
          )}
          <div className={styles.actions}>
            <ButtonLink href="/dashboard" variant="secondary">
              Back
            </ButtonLink>
            <Button type="submit">Preview Purchase</Button>
          </div>
        </fieldset>
      </form>
      <InsufficientBalanceModal open={modal} cost={total} onClose={() => setModal(false)} />
    </Card>
  );
}
