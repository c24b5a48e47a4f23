"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { bffFetch } from "@/lib/client/bff-fetch";
import {
  adminLevelSavedResponse,
  DATA_PLAN_SERVICES,
  planPriceForm,
  type AdminLevel,
  type AdminLevelUpdate,
} from "@/lib/contracts/levels";
import { firstIssueMessages } from "@/lib/contracts/field-errors";
import { formatNaira } from "@/lib/money";
import { adminSessionOver, refusalText } from "@/lib/admin/admin-write";
import styles from "./admin.module.css";

type Field = "provider_service" | "variation_code" | "price";
type Plan = { provider_service: string; variation_code: string; price: number };

const EMPTY: Record<Field, string> = { provider_service: "", variation_code: "", price: "" };
const planKey = (p: { provider_service: string; variation_code: string }) =>
  `${p.provider_service}:${p.variation_code}`;

const networkName = (service: string) => DATA_PLAN_SERVICES.find((d) => d.value === service)?.label ?? service;

/**
 * The discounts of a level as saved, with its data plans replaced by `plans`: the body of
 * PUT /api/admin/levels/{code} (which replaces every rule, audited with the before and after).
 * Percentages are the saved ones, never the unsaved text of the percent form beside this one.
 */
function discountsWith(level: AdminLevel, plans: Plan[]): NonNullable<AdminLevelUpdate["discounts"]> {
  return level.discounts
    .filter((d) => d.service !== "data")
    .map((d) => ({ service: d.service, percent: d.percent, plans: d.plans.map(planOf) }))
    .concat(
      (() => {
        const data = level.discounts.find((d) => d.service === "data");
        const percent = data?.percent ?? null;
        return percent === null && plans.length === 0 ? [] : [{ service: "data" as const, percent, plans }];
      })(),
    );
}

const planOf = (p: Plan): Plan => ({
  provider_service: p.provider_service,
  variation_code: p.variation_code,
  price: p.price,
});

/**
 * A level's fixed data-plan prices (issue 20: "a fixed price per data plan"): the list with a
 * Remove button each, and a form to add one or change a plan's price (the same plan again replaces
 * it). Checked with the API's own schema before it is sent; the API checks it again and audits it.
 */
export function PlanPriceForm({ level }: { level: AdminLevel }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const saved = level.discounts.find((d) => d.service === "data")?.plans ?? [];
  const current = saved.map(planOf);
  const listOf = new Map(saved.map((p) => [planKey(p), p.list_price]));
  const { values, setValues, setErrors, bind } = useFormFields<Field>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function send(plans: Plan[], done: string): Promise<boolean> {
    setBusy(true);
    setMessage(null);
    const res = await bffFetch(`/api/admin/levels/${level.code}`, adminLevelSavedResponse, {
      method: "PUT",
      body: { discounts: discountsWith(level, plans) },
    });
    if (adminSessionOver(res, router)) return false;
    setBusy(false);
    if (!res.ok) {
      setMessage({ tone: "error", text: refusalText(res.data, "Not saved. Please try again.") });
      return false;
    }
    setMessage({ tone: "success", text: done });
    router.refresh();
    return true;
  }

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const parsed = planPriceForm.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    const plan = parsed.data;
    const others = current.filter(
      (p) => !(p.provider_service === plan.provider_service && p.variation_code === plan.variation_code),
    );
    const sent = await send(
      [...others, plan],
      `${networkName(plan.provider_service)} ${plan.variation_code} now costs ${level.name}s ${formatNaira(plan.price)}.`,
    );
    if (sent) setValues((v) => ({ ...v, variation_code: "", price: "" }));
  }

  const id = (s: string) => `plan-${level.code}-${s}`;
  return (
    <section className={styles.rates} aria-labelledby={id("title")}>
      <h3 id={id("title")} className={styles.planTitle}>
        Fixed data plan prices
      </h3>
      {current.length === 0 ? (
        <p className={styles.rateNote}>No fixed plan prices: the data discount applies to every plan.</p>
      ) : (
        <ul className={styles.planList} aria-label={`${level.name} fixed plan prices`}>
          {current.map((p) => {
            const list = listOf.get(planKey(p)) ?? null;
            return (
              <li key={planKey(p)}>
                <span>
                  {networkName(p.provider_service)} <code>{p.variation_code}</code>: {formatNaira(p.price)}
                  {list !== null ? ` (list ${formatNaira(list)})` : " (not in the provider's current plans)"}
                </span>
                <Button
                  size="small"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Remove the fixed price of ${p.variation_code}`}
                  onClick={() =>
                    void send(
                      current.filter((x) => x !== p),
                      `The fixed price of ${p.variation_code} was removed.`,
                    )
                  }
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        ref={formRef}
        className={styles.planForm}
        onSubmit={add}
        noValidate
        aria-label={`Add a fixed plan price for ${level.name}`}
      >
        <SelectField
          id={id("network")}
          label="Network"
          required
          placeholder="Select a network"
          options={DATA_PLAN_SERVICES}
          {...bind("provider_service")}
        />
        <TextField
          id={id("code")}
          label="Plan variation code"
          required
          autoComplete="off"
          maxLength={100}
          placeholder="e.g. mtn-10mb-100"
          hint="The plan's VTpass variation code, as in the data plan list."
          {...bind("variation_code")}
        />
        <TextField
          id={id("price")}
          label="Price (₦)"
          required
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 95.00"
          {...bind("price")}
        />
        <div>
          <Button type="submit" size="small" loading={busy}>
            Add plan price
          </Button>
        </div>
      </form>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </section>
  );
}
