"use client";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { firstFieldErrors } from "@/lib/client/api-result";
import { bffPost } from "@/lib/client/bff-fetch";
import { firstIssueMessages } from "@/lib/contracts/field-errors";
import { apiKeyCreatedResponse, createApiKeySchema } from "@/lib/contracts/partner";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import styles from "./partner.module.css";

type Errors = Record<string, string>;

/** Name, live or test, optional allowed addresses, and the transaction PIN that approves the key. */
export function CreateKeyForm({
  testModeAvailable,
  onCreated,
}: {
  testModeAvailable: boolean;
  onCreated: (key: string) => void | Promise<void>;
}) {
  const [name, setName] = useState("");
  const [mode, setMode] = useState("test");
  const [ips, setIps] = useState("");
  const [pin, setPin] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    const body = {
      name,
      mode,
      allowed_ips: ips
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
      pin,
    };
    const parsed = createApiKeySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error, "name"));
      return;
    }
    setErrors({});
    setBusy(true);
    const res = await bffPost("/api/api-keys", apiKeyCreatedResponse, parsed.data);
    if (res.status === 401) return goToLogin();
    setBusy(false);
    setPin("");
    if (res.ok) {
      setName("");
      setIps("");
      await onCreated(res.data.key);
    } else if (res.status === 0) setProblem(UNREACHABLE_MESSAGE);
    else {
      const fields = firstFieldErrors(res.data.errors);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setProblem(res.data.message ?? "Could not create the key.");
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Key name"
        name="name"
        value={name}
        maxLength={60}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        hint="So you can tell your keys apart, e.g. “Shop website”."
        required
      />
      <RadioGroupField
        label="Mode"
        name="mode"
        value={mode}
        onChange={setMode}
        error={errors.mode}
        options={[
          {
            value: "test",
            label: "Test: sandbox simulators and a test balance, no real money",
            disabled: !testModeAvailable,
          },
          { value: "live", label: "Live: spends your wallet" },
        ]}
      />
      <TextAreaField
        label="Allowed IP addresses (optional)"
        name="allowed_ips"
        value={ips}
        rows={2}
        onChange={(e) => setIps(e.target.value)}
        error={errors.allowed_ips}
        hint="Addresses or CIDR ranges separated by commas or new lines. Empty allows any address."
      />
      <TextField
        label="Transaction PIN"
        name="pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={pin}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, ""))}
        error={errors.pin}
        hint="A key can spend your wallet without a PIN per call, so creating one needs your PIN."
        required
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={busy} loadingText="Creating…">
          Create key
        </Button>
      </div>
    </form>
  );
}
