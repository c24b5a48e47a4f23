"use client";
import { SelectField } from "@/components/ui/select-field";
import { BUY_MSG } from "@/lib/purchases/messages";
import { ListNotice } from "./list-notice";
import type { ListState } from "./use-bff-list";

/** A mobile network as the BFF lists it (VTpass serviceID and display name). */
export type NetworkOption = { serviceID: string; name: string };

/** The chosen network's display name for the summary query; the id when the list does not have it. */
export function networkName(networks: readonly NetworkOption[], serviceID: string): string {
  return networks.find((n) => n.serviceID === serviceID)?.name ?? serviceID;
}

/**
 * The network choice of the airtime and data forms: a required select fed by the network list,
 * disabled while it loads, with the list's loading, empty and failed states (and Retry) under it.
 */
export function NetworkPicker({
  networks,
  value,
  onChange,
  error,
  hint,
}: {
  networks: ListState<NetworkOption> & { reload: () => void };
  value: string;
  onChange: (serviceID: string) => void;
  error?: string;
  /** Where the choice came from (the number's prefix, a saved number's remembered network). */
  hint?: string;
}) {
  const loading = networks.status === "loading";
  return (
    <>
      <SelectField
        label="Network"
        required
        placeholder={loading ? "Loading networks…" : "Select a network"}
        options={networks.items.map((n) => ({ value: n.serviceID, label: n.name }))}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={hint}
        disabled={loading}
      />
      <ListNotice
        state={networks}
        loading="Loading networks…"
        empty={BUY_MSG.noNetworks}
        failed={BUY_MSG.networksFailed}
        onRetry={networks.reload}
      />
    </>
  );
}
