"use client";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { FormModalActions } from "@/components/ui/form-modal-actions";
import { Modal } from "@/components/ui/modal";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffFetch } from "@/lib/client/bff-fetch";
import { beneficiarySavedResponse, NICKNAME_MAX, type BeneficiaryView } from "@/lib/contracts/beneficiaries";
import { beneficiaryName } from "@/lib/purchases/beneficiary-links";
import { MOBILE_NETWORKS, networkLabel } from "@/lib/purchases/network-prefixes";
import { goToLogin } from "@/lib/swr/bff-fetcher";

/** The prefix's network, in the network choice. */
const FROM_PREFIX = "";

/** Edit a beneficiary: its nickname and, for a phone, the network to buy on (a ported number). */
export function EditBeneficiaryModal({
  beneficiary: b,
  onClose,
  onSaved,
}: {
  beneficiary: BeneficiaryView;
  onClose: () => void;
  onSaved: (updated: BeneficiaryView) => void;
}) {
  const [nickname, setNickname] = useState(b.nickname ?? "");
  const [network, setNetwork] = useState<string>(b.network_overridden && b.network ? b.network : FROM_PREFIX);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = `edit-${b.id}`;
  const prefixName = networkLabel(b.network_from_prefix);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await bffFetch(`/api/beneficiaries/${encodeURIComponent(b.id)}`, beneficiarySavedResponse, {
      method: "PUT",
      body: { nickname, ...(b.kind === "phone" ? { network: network === FROM_PREFIX ? null : network } : {}) },
    });
    setBusy(false);
    if (res.status === 401) return goToLogin();
    if (!res.ok) {
      const fieldMessage = Object.values(res.data.errors ?? {})[0]?.[0];
      setError(res.status === 0 ? UNREACHABLE_MESSAGE : (fieldMessage ?? res.data.message ?? "Could not save."));
      return;
    }
    onSaved(res.data.data);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit ${beneficiaryName(b)}`}
      footer={
        <FormModalActions formId={formId} onCancel={onClose} busy={busy} busyText="Saving…">
          Save
        </FormModalActions>
      }
    >
      <form id={formId} onSubmit={save} noValidate>
        <TextField
          label="Nickname"
          placeholder="e.g. Mama"
          maxLength={NICKNAME_MAX}
          autoComplete="off"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          hint="Leave it empty to show the number."
        />
        {b.kind === "phone" && (
          <SelectField
            label="Network"
            options={[
              { value: FROM_PREFIX, label: prefixName ? `From the number (${prefixName})` : "From the number" },
              ...MOBILE_NETWORKS.map((n) => ({ value: n, label: networkLabel(n) ?? n })),
            ]}
            value={network}
            onChange={(e) => setNetwork(e.target.value)}
            hint="Moved network with the same number? Choose the network it is on now."
          />
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
