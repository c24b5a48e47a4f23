"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { SelectField } from "@/components/ui/select-field";
import { dataNetworksAnswer, dataPlansAnswer } from "@/lib/client/contract-loaders";
import type { DataNetworksAnswer } from "@/lib/contracts/purchases";
import { formatNaira } from "@/lib/money";
import { normalisedPhone } from "@/lib/client/phone-normaliser";
import { draftText, saveEntryDraft } from "@/lib/purchases/entry-draft";
import { dataErrors, hasErrors } from "@/lib/purchases/entry-rules";
import { BUY_MSG } from "@/lib/purchases/messages";
import { newRequestId } from "@/lib/purchases/request-id";
import { LockedAmountField } from "./amount-field";
import { EntryPrice } from "./entry-price-lazy";
import { InsufficientBalanceModal } from "./insufficient-balance-modal-lazy";
import { ListNotice } from "./list-notice";
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

/** Data entry (spec 2.7, 5): network, plan, the plan's locked amount, phone, then the summary. */
export function DataForm({
  unavailable = false,
  prefill = {},
  networksSeed = null,
}: EntryFormProps<"data"> & {
  /** GET /api/networks as the server page read it (null: the browser reads it). */
  networksSeed?: DataNetworksAnswer | null;
}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const { balance, user } = useWallet();
  const networks = useBffList({ path: "/api/networks" }, dataNetworksAnswer, (d) => d.data.networks, networksSeed);
  const network = useNetworkFromNumber(prefill.network ?? "", (n) => `${n}-data`);
  const networkId = network.networkId;
  const plans = useBffList(
    networkId ? { path: `/api/data/plans/${encodeURIComponent(networkId)}` } : null,
    dataPlansAnswer,
    (d) => d.plans,
  );
  const [planId, setPlanId] = useState(prefill.plan ?? "");
  const [phone, setPhone] = useState(prefill.phone ?? "");
  const [errors, setErrors, clearError] = useFieldErrors<"network" | "plan" | "phone">();
  const [modal, setModal] = useState(false);
  const plan = plans.items.find((p) => p.id === planId);
  /** Another network (from the number, a saved number or the list) means another plan list. */
  const networkNow = (id: string) => {
    if (id !== networkId) setPlanId("");
  };

  useEntryDraft("data", (d) => {
    network.restore(draftText(d, "networkId"));
    setPlanId(draftText(d, "planId"));
    setPhone(draftText(d, "phone"));
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const number = await normalisedPhone(phone);
    setPhone(number);
    const found = dataErrors({ networkId, planId, planKnown: Boolean(plan), phone: number });
    setErrors(found);
    if (hasErrors(found) || !plan) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (balance !== null && plan.price > balance) {
      setModal(true);
      return;
    }
    saveEntryDraft("data", { networkId, planId, phone: number });
    const q = new URLSearchParams({
      networkId,
      network: networkName(networks.items, networkId),
      planId: plan.id,
      plan: plan.name,
      price: String(plan.price),
      variationCode: plan.id,
      phone: number,
      requestId: newRequestId("data"),
    });
    router.push(`/data-summary?${q}`);
  }

  return (
    <Card>
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Buy data">
        <fieldset className={styles.formFields} disabled={unavailable}>
          <SavedRecipients
            kind="phone"
            chosen={phone}
            onChoose={(b) => {
              setPhone(b.number);
              networkNow(network.chooseSaved(b));
              setErrors({});
            }}
            myPhone={user?.phone}
            onChooseMine={() => {
              if (!user) return;
              setPhone(user.phone);
              networkNow(network.chooseNumber(user.phone));
              clearError("phone");
            }}
          />
          <NetworkPicker
            networks={networks}
            value={networkId}
            onChange={(id) => {
              network.pickedByCustomer(id);
              clearError("network");
              setPlanId("");
            }}
            error={errors.network}
            hint={network.hint}
          />
          <SelectField
            label="Data plan"
            required
            placeholder={
              !networkId ? "Select a network first" : plans.status === "loading" ? "Loading plans…" : "Select a plan"
            }
            options={plans.items.map((p) => ({ value: p.id, label: `${p.name} — ${formatNaira(p.price)}` }))}
            value={planId}
            onChange={(e) => {
              setPlanId(e.target.value);
              clearError("plan");
            }}
            error={errors.plan}
            disabled={!networkId || plans.status !== "ready"}
          />
          <ListNotice
            state={plans}
            loading="Loading plans…"
            empty={BUY_MSG.noPlans}
            failed={BUY_MSG.plansFailed}
            onRetry={plans.reload}
          />
          <LockedAmountField
            naira={plan?.price}
            placeholder="Set by the plan"
            hint="The amount is set by the plan you choose."
          />
          {/* The customer's own price for the plan at their level (a level may fix a plan's price). */}
          <EntryPrice
            service="data"
            amount={plan ? plan.price : null}
            plan={{ network: networkId, variationCode: plan?.id }}
          />
          <PhoneField
            value={phone}
            onChange={(v) => {
              setPhone(v);
              networkNow(network.phoneChanged(v));
              clearError("phone");
            }}
            error={errors.phone}
          />
          <ProceedToSummaryButton />
        </fieldset>
      </form>
      <InsufficientBalanceModal open={modal} cost={plan?.price ?? 0} onClose={() => setModal(false)} />
    </Card>
  );
}
