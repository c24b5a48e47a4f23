"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { SelectField } from "@/components/ui/select-field";
import { airtimeNetworksResponse } from "@/lib/contracts/purchases";
import { airtimeErrors, hasErrors, parseNaira } from "@/lib/purchases/entry-rules";
import { BUY_MSG } from "@/lib/purchases/messages";
import { newRequestId } from "@/lib/purchases/request-id";
import { AmountField } from "./amount-field";
import { InsufficientBalanceModal } from "./insufficient-balance-modal";
import { ListNotice } from "./list-notice";
import { PhoneField } from "./phone-field";
import { ProceedToSummaryButton } from "./proceed-button";
import { useBffList } from "./use-bff-list";
import { useFieldErrors } from "./use-field-errors";
import { useWallet } from "./use-wallet";

/** Airtime entry (spec 2.6, 5): network, amount of at least ₦50, Nigerian phone, then the summary. */
export function AirtimeForm() {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const { balance } = useWallet();
  const networks = useBffList({ path: "/api/networks/airtime" }, airtimeNetworksResponse, (d) => d.networks);
  const [networkId, setNetworkId] = useState("");
  const [amount, setAmount] = useState("");
  const [phone, setPhone] = useState("");
  const [errors, setErrors, clearError] = useFieldErrors<"network" | "amount" | "phone">();
  const [modal, setModal] = useState(false);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = airtimeErrors({ networkId, amount, phone });
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
    const network = networks.items.find((n) => n.serviceID === networkId);
    const q = new URLSearchParams({
      network: network?.name ?? networkId,
      networkId,
      phone: phone.trim(),
      amount: String(naira),
      requestId: newRequestId("airtime"),
    });
    router.push(`/airtime-summary?${q}`);
  }

  return (
    <Card>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Buy airtime">
        <SelectField
          label="Network"
          required
          placeholder={networks.status === "loading" ? "Loading networks…" : "Select a network"}
          options={networks.items.map((n) => ({ value: n.serviceID, label: n.name }))}
          value={networkId}
          onChange={(e) => {
            setNetworkId(e.target.value);
            clearError("network");
          }}
          error={errors.network}
          disabled={networks.status === "loading"}
        />
        <ListNotice
          state={networks}
          loading="Loading networks…"
          empty={BUY_MSG.noNetworks}
          failed={BUY_MSG.networksFailed}
          onRetry={networks.reload}
        />
        <AmountField
          value={amount}
          onChange={(v) => {
            setAmount(v);
            clearError("amount");
          }}
          error={errors.amount}
          placeholder="e.g. 500"
          hint="Minimum ₦50.00"
        />
        <PhoneField
          value={phone}
          onChange={(v) => {
            setPhone(v);
            clearError("phone");
          }}
          error={errors.phone}
        />
        <ProceedToSummaryButton />
      </form>
      <InsufficientBalanceModal open={modal} cost={parseNaira(amount) ?? 0} onClose={() => setModal(false)} />
    </Card>
  );
}
