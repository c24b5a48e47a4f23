"use client";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { ListPlaceholder } from "@/components/ui/list-status";
import items from "@/components/ui/item-list.module.css";
import { useFocusNotice } from "@/components/ui/use-focus-notice";
import { ServiceIcon } from "@/components/services/service-icon";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffFetch } from "@/lib/client/bff-fetch";
import {
  BENEFICIARY_MSG,
  beneficiaryRemovedResponse,
  MAX_BENEFICIARIES,
  type BeneficiaryKind,
  type BeneficiaryView,
} from "@/lib/contracts/beneficiaries";
import { formatLagosDateTimeText } from "@/lib/dates";
import { beneficiaryBuyHref } from "@/lib/purchases/beneficiary-buy-href";
import { beneficiaryDetail, beneficiaryName } from "@/lib/purchases/beneficiary-links";
import type { ServiceKey } from "@/lib/purchases/service-catalog";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { AddBeneficiaryModal } from "./add-beneficiary-modal";
import { EditBeneficiaryModal } from "./edit-beneficiary-modal";
import { useBeneficiaries } from "./use-beneficiaries";
import styles from "./beneficiaries.module.css";

const ICON: Record<BeneficiaryKind, ServiceKey> = {
  phone: "airtime",
  meter: "electricity",
  smartcard: "cabletv",
  jamb: "exam",
};

/** The "Buy again" links of a beneficiary: a phone has airtime and data. */
function BuyLinks({ b }: { b: BeneficiaryView }) {
  if (b.kind !== "phone")
    return (
      <ButtonLink href={beneficiaryBuyHref(b)} size="small">
        Buy again
      </ButtonLink>
    );
  return (
    <>
      <ButtonLink
        href={beneficiaryBuyHref(b, "airtime")}
        size="small"
        aria-label={`Buy airtime for ${beneficiaryName(b)}`}
      >
        Airtime
      </ButtonLink>
      <ButtonLink
        href={beneficiaryBuyHref(b, "data")}
        size="small"
        variant="secondary"
        aria-label={`Buy data for ${beneficiaryName(b)}`}
      >
        Data
      </ButtonLink>
    </>
  );
}

/** /beneficiaries: the saved recipients, most recently used first, with Add, Buy again, Edit and Delete. */
export function BeneficiariesView() {
  const list = useBeneficiaries();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<BeneficiaryView | null>(null);
  const [deleting, setDeleting] = useState<BeneficiaryView | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A save or a delete can take away the very button the dialog gives focus back to: the first save
  // swaps the empty state for the list, a deleted row goes. Focus would fall to the page's body and
  // a keyboard user start again from the top, so once the list is read again it goes to the notice.
  const [noticeRef, keepNoticeFocus] = useFocusNotice<HTMLDivElement>(list.items);

  async function remove(b: BeneficiaryView) {
    setBusy(true);
    const res = await bffFetch(`/api/beneficiaries/${encodeURIComponent(b.id)}`, beneficiaryRemovedResponse, {
      method: "DELETE",
    });
    setBusy(false);
    if (res.status === 401) return goToLogin();
    setDeleting(null);
    if (!res.ok && res.status !== 404) {
      setError(res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Could not delete."));
      return;
    }
    setError(null);
    setNotice(`${beneficiaryName(b)} deleted.`);
    keepNoticeFocus();
    list.reload();
  }

  const addButton = (
    <Button
      size="small"
      onClick={() => {
        setNotice(null);
        setAdding(true);
      }}
    >
      Add beneficiary
    </Button>
  );
  const alerts = (
    <div ref={noticeRef} tabIndex={-1} className={styles.alerts}>
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
  const addModal = adding && (
    <AddBeneficiaryModal
      onClose={() => setAdding(false)}
      onSaved={(saved, created) => {
        setError(null);
        setNotice(
          created ? `${beneficiaryName(saved)} saved.` : `${beneficiaryName(saved)} was already saved: updated.`,
        );
        setAdding(false);
        keepNoticeFocus();
        list.reload();
      }}
    />
  );

  if (list.status !== "ready")
    return (
      <>
        {alerts}
        <ListPlaceholder
          list={list}
          loading="Loading beneficiaries…"
          failed="Your beneficiaries could not be loaded."
          empty={
            <>
              <p className={items.note}>
                No beneficiaries yet. Add the numbers, meters, smartcards and JAMB profiles you buy for, or tick
                &ldquo;Save as beneficiary&rdquo; on a purchase&rsquo;s result, to buy for them again in two taps.
              </p>
              <div className={items.emptyActions}>
                {addButton}
                <ButtonLink href="/dashboard#bills" size="small" variant="secondary">
                  Buy something
                </ButtonLink>
              </div>
            </>
          }
        />
        {addModal}
      </>
    );

  // The API refuses the 101st anyway (409); the page says so before the customer fills the form.
  const full = list.items.length >= MAX_BENEFICIARIES;
  return (
    <>
      {alerts}
      <div className={styles.listHead}>
        <p className={items.note}>
          {list.items.length} of {MAX_BENEFICIARIES} saved, the most recently used first.
          {full && ` ${BENEFICIARY_MSG.tooMany}`}
        </p>
        {!full && addButton}
      </div>
      <ul className={items.list} aria-label="Beneficiaries">
        {list.items.map((b) => (
          <li key={b.id} className={`${items.item} ${styles.item}`} data-testid="beneficiary">
            <div className={items.itemHead}>
              <ServiceIcon service={ICON[b.kind]} variant="glyph" />
              <div className={items.itemText}>
                <h2 className={items.itemName}>{beneficiaryName(b)}</h2>
                <p className={items.itemDetail}>{beneficiaryDetail(b)}</p>
                {b.network_overridden && (
                  <p className={items.itemDetail}>Network chosen by you (the number moved network).</p>
                )}
                <p className={items.itemDetail}>{usedOrAdded(b)}</p>
              </div>
            </div>
            <div className={items.itemActions}>
              <BuyLinks b={b} />
              <Button
                size="small"
                variant="ghost"
                onClick={() => setEditing(b)}
                aria-label={`Edit ${beneficiaryName(b)}`}
              >
                Edit
              </Button>
              <Button
                size="small"
                variant="ghost"
                onClick={() => setDeleting(b)}
                aria-label={`Delete ${beneficiaryName(b)}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {addModal}
      {editing && (
        <EditBeneficiaryModal
          beneficiary={editing}
          onClose={() => setEditing(null)}
          onSaved={(updated) => {
            setNotice(`${beneficiaryName(updated)} updated.`);
            setEditing(null);
            list.reload();
          }}
        />
      )}
      {deleting && (
        <Modal
          open
          onClose={() => setDeleting(null)}
          title={`Delete ${beneficiaryName(deleting)}?`}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button variant="danger" loading={busy} loadingText="Deleting…" onClick={() => void remove(deleting)}>
                Delete
              </Button>
            </>
          }
        >
          <p>
            {beneficiaryDetail(deleting)} will no longer be offered on the purchase forms. Past purchases stay in your
            history.
          </p>
        </Modal>
      )}
    </>
  );
}

/** When it was last bought for (or saved again); one not used since it was saved says when it was added. */
function usedOrAdded(b: BeneficiaryView): string {
  return b.last_used_at === b.created_at
    ? `Added ${formatLagosDateTimeText(b.created_at)}`
    : `Last used ${formatLagosDateTimeText(b.last_used_at)}`;
}
