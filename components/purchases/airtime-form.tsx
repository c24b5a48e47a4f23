"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { normalisedPhone } from "@/lib/client/phone-normaliser";
import { airtimeNetworksAnswer } from "@/lib/client/contract-loaders";
import type { AirtimeNetworksAnswer } from "@/lib/contracts/purchases";
import { draftText, saveEntryDraft } from "@/lib/purchases/entry-draft";
import { airtimeErrors, hasErrors, parseNaira } from "@/lib/purchases/entry-rules";
import { newRequestId } from "@/lib/purchases/request-id";
import { AmountField } from "./amount-field";
import { EntryPrice } from "./entry-price-lazy";
import { InsufficientBalanceModal } from "./insufficient-balance-modal-lazy";
import { NetworkPicker, networkName } from "./network-picker";
import { PhoneField } from "./phone-field";
import { ProceedToSummaryButton } from "./proceed-button";
import { useBffList } from "./use-bff-list";
import { useEntryDraft } from "./use-entry-draft";
import { useFieldErrors } from "./use-field-errors";
import { useNetworkFromNumber } from "./use-network-from-number";
import { useWallet } from "./use-wallet";
import { SavedNumbersLazy as SavedRecipients } from "@/components/beneficiaries/saved-recipients-lazy";
import styles from "./purchases.module.css";
import type { EntryFormProps } from "./entry-form-props";

/**
 * Airtime entry (spec 2.6, 5): network, amount of at least ₦50, Nigerian phone, then the summary.
 * `unavailable`: an admin switched airtime off; the page says so and nothing can be entered.
 */
export function AirtimeForm({
  unavailable = false,
  prefill = {},
  networksSeed = null,
}: EntryFormProps<"airtime"> & {
  /** GET /api/networks/airtime as the server page read it (null: the browser reads it). */
  networksSeed?: AirtimeNetworksAnswer | null;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const { balance, user } = useWallet();
  const networks = useBffList(
    { path: "/api/networks/airtime" },
    airtimeNetworksAnswer,
    (d) => d.networks,
    networksSeed,
  );
  const network = useNetworkFromNumber(prefill.network ?? "", (n) => n);
  const networkId = network.networkId;
  const [amount, setAmount] = useState(prefill.amount ?? "");
  const [phone, setPhone] = useState(prefill.phone ?? "");
  const [errors, setErrors, clearError] = useFieldErrors<"network" | "amount" | "phone">();
  // The customer's own price at their level, from ₦50 (the minimum) up.
  const typed = parseNaira(amount);
  const [modal, setModal] = useState(false);

  useEntryDraft("airtime", (d) => {
    network.restore(draftText(d, "networkId"));
    setAmount(draftText(d, "amount"));
    setPhone(draftText(d, "phone"));
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const number = await normalisedPhone(phone);
    setPhone(number);
    const found = airtimeErrors({
      networkId,
      amount,
      phone: number,
      network: networks.items?.find((n) => n.serviceID === networkId),
    });
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const naira = parseNaira(amount)!;
    if (balance !== null && naira > balance) {
      setModal(true);
      return;
    }
    saveEntryDraft("airtime", { networkId, amount, phone: number });
    const q = new URLSearchParams({
      network: networkName(networks.items, networkId),
      networkId,
      phone: number,
      amount: String(naira),
      requestId: newRequestId("airtime"),
    });
    router.push(`/airtime-summary?${q}`);
  }

  return (
    <Card>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Buy airtime">
        <fieldset className={styles.formFields} disabled={unavailable}>
          <SavedRecipients
            kind="phone"
            chosen={phone}
            onChoose={(b) => {
              setPhone(b.number);
              network.chooseSaved(b);
              if (b.last_amount !== null) setAmount(String(b.last_amount));
              setErrors({});
            }}
            myPhone={user?.phone}
            onChooseMine={() => {
              if (!user) return;
              setPhone(user.phone);
              network.chooseNumber(user.phone);
              clearError("phone");
            }}
          />
          <NetworkPicker
            networks={networks}
            value={networkId}
            onChange={(id) => {
              network.pickedByCustomer(id);
              clearError("network");
            }}
            error={errors.network}
            hint={network.hint}
          />
          <AmountField
            value={amount}
            onChange={(v) => {
              setAmount(v);
              clearError("amount");
            }}
            error={errors.amount}
            placeholder="e.g. 500"
            hint="Minimum ₦50"
          />
          <EntryPrice service="airtime" amount={typed !== null && typed >= 50 ? typed : null} />
          <PhoneField
            value={phone}
            onChange={(v) => {
              setPhone(v);
              network.phoneChanged(v);
              clearError("phone");
            }}
            error={errors.phone}
          />
          <ProceedToSummaryButton />
        </fieldset>
      </form>
      <InsufficientBalanceModal open={modal} cost={parseNaira(amount) ?? 0} onClose={() => setModal(false)} />
    </Card>
  );
}
