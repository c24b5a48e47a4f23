"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminCustomerStatusResponse, type AdminCustomer } from "@/lib/contracts/admin-customers";
import { bffPost } from "@/lib/client/bff-fetch";
import { Button } from "@/components/ui/button";
import { adminSessionOver } from "@/lib/admin/admin-write";

/** Suspend (the customer is signed out everywhere) or reactivate, then reload the list. */
export function CustomerStatusButton({ customer }: { customer: AdminCustomer }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const suspend = customer.status === "active";

  async function change() {
    if (
      suspend &&
      !window.confirm(`Suspend ${customer.name}? They are signed out and cannot log in until reactivated.`)
    )
      return;
    setBusy(true);
    setError(null);
    const res = await bffPost(`/api/admin/customers/${customer.id}/status`, adminCustomerStatusResponse, {
      status: suspend ? "suspended" : "active",
    });
    if (adminSessionOver(res, router)) return;
    setBusy(false);
    if (!res.ok) {
      setError(res.data.message ?? "Could not change the status.");
      return;
    }
    router.refresh();
  }

  return (
    <span>
      <Button
        size="small"
        variant={suspend ? "secondary" : "primary"}
        onClick={change}
        loading={busy}
        aria-label={`${suspend ? "Suspend" : "Reactivate"} ${customer.name}`}
      >
        {suspend ? "Suspend" : "Reactivate"}
      </Button>
      {error && (
        <span role="alert" style={{ display: "block", color: "var(--danger)", fontSize: "0.8125rem" }}>
          {error}
        </span>
      )}
    </span>
  );
}
