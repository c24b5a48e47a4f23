"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { registerErrors } from "@/lib/auth/error-messages";
import { bffPost } from "@/lib/client/bff-fetch";
import { normalisedPhone } from "@/lib/client/phone-normaliser";
import { registerFormSchema, registerResponse } from "@/lib/contracts/account";
import { firstIssueMessages } from "@/lib/contracts/field-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { TextField } from "@/components/ui/text-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { verifyOtpHref } from "./verify-otp-href";
import styles from "./auth-form.module.css";

const EMPTY = { name: "", email: "", phone: "", password: "", password_confirmation: "" };

/** Create Account (spec 2.3). Success goes to the code screen for this email. */
export function RegisterForm({
  referralCode,
  referralLinkInvalid,
}: {
  /** A referral link's valid code: said on the page and sent with the registration. */
  referralCode?: string;
  /** The link's code is no customer's (or the programme is off): said, and nothing is sent. */
  referralLinkInvalid?: boolean;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, errors, setErrors, clearError, bind } = useFormFields<keyof typeof EMPTY>(EMPTY);
  const [terms, setTerms] = useState(false);
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);

  function showErrors(next: Record<string, string>) {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setMessage(undefined);
    // "+234 801 111 1111" is sent as 08011111111, the number the account keeps (issue 16).
    const number = await normalisedPhone(values.phone);
    setValues((v) => ({ ...v, phone: number }));
    const parsed = registerFormSchema.safeParse({ ...values, phone: number, terms });
    if (!parsed.success) {
      showErrors(firstIssueMessages(parsed.error));
      return;
    }
    setBusy(true);
    const { name, email, phone, password, password_confirmation } = parsed.data;
    const res = await bffPost("/api/register", registerResponse, {
      name,
      email,
      phone,
      password,
      password_confirmation,
      ...(referralCode ? { referral_code: referralCode } : {}),
    });
    if (res.ok) {
      router.push(verifyOtpHref("registration", email));
      return;
    }
    setBusy(false);
    const out = registerErrors(res);
    if (out.message) setMessage(out.message);
    showErrors(out.fields);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="register-title">
      <h1 id="register-title" className={styles.title}>
        Create Account
      </h1>
      <p className={styles.lead}>Open your Naira Wallet in a minute.</p>
      {referralCode && (
        <p className={styles.lead} data-testid="referral-note">
          You were invited with the referral code <strong>{referralCode}</strong>.
        </p>
      )}
      {referralLinkInvalid && (
        <Alert tone="info">
          <span data-testid="referral-invalid">
            The referral code in your link is not valid, so this account will not be linked to anyone. You can still
            create it.
          </span>
        </Alert>
      )}
      {message && <Alert tone="error">{message}</Alert>}
      <TextField label="Full Name" name="name" autoComplete="name" {...bind("name")} required />
      <TextField label="Email" name="email" type="email" autoComplete="email" {...bind("email")} required />
      <TextField
        label="Phone Number"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        {...bind("phone")}
        hint="10 to 15 digits, e.g. 08031234567"
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        {...bind("password")}
        hint="At least 8 characters"
        required
      />
      <TextField
        label="Confirm Password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        {...bind("password_confirmation")}
        required
      />
      <CheckboxField
        name="terms"
        checked={terms}
        onChange={(e) => {
          setTerms(e.target.checked);
          clearError("terms");
        }}
        error={errors.terms}
        required
        label={
          <>
            I agree to the{" "}
            <Link href="/terms" target="_blank">
              Terms of Service
            </Link>{" "}
            and understand that a virtual bank account will be created for me to fund my wallet.
          </>
        }
      />
      <Button type="submit" fullWidth loading={busy} loadingText="Creating account…">
        Create Account
      </Button>
      <p className={styles.links}>
        Already have an account? <Link href="/login">Log in</Link>
      </p>
    </form>
  );
}
