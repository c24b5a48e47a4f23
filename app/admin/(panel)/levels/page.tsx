import type { Metadata } from "next";
import { LevelForm } from "@/components/admin/level-form";
import { PlanPriceForm } from "@/components/admin/plan-price-form";
import { OpsNav } from "@/components/admin/ops-nav";
import { PageHeader } from "@/components/admin/page-header";
import { ProfitTable } from "@/components/admin/profit-table";
import { TableCard } from "@/components/admin/table-card";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { adminApi } from "@/lib/admin/admin-api";
import { loadSection } from "@/lib/admin/load-section";
import { adminLevelsResponse, adminProfitResponse } from "@/lib/contracts/levels";
import { formatNaira } from "@/lib/money";
import styles from "@/components/admin/admin.module.css";
import { countText } from "@/lib/plural";

export const metadata: Metadata = { title: "Levels and prices · Admin" };

/** Price levels (fees, discounts, below-cost warnings) and the profit per service after discounts. */
export default async function AdminLevelsPage() {
  const [levels, profit] = await Promise.all([
    loadSection(() => adminApi("levels", adminLevelsResponse), {
      could: "Could not load the levels.",
      failed: "Failed to load the levels.",
    }),
    loadSection(() => adminApi("reports/profit", adminProfitResponse), {
      could: "Could not load the profit report.",
      failed: "Failed to load the profit report.",
    }),
  ]);
  return (
    <>
      <PageHeader
        title="Levels and prices"
        lead="Discounts per level and service, the Reseller fee, and profit after discounts. Every change is audited."
      />
      <OpsNav current="/admin/levels" />
      <div className={styles.stack}>
        {levels.ok ? (
          <>
            <Card title="Provider commission">
              <p className={styles.sub}>
                A discount above the provider&apos;s commission sells below cost:{" "}
                {levels.data.commissions
                  .map((c) => `${c.label} ${c.percent}%${c.source === "observed" ? " (observed)" : ""}`)
                  .join(" · ")}
              </p>
            </Card>
            <div className={styles.grid2}>
              {levels.data.levels.map((l) => (
                <Card key={l.code} title={`${l.name} · ${countText(l.customers, "customer")}`}>
                  <LevelForm level={l} />
                  <PlanPriceForm level={l} />
                </Card>
              ))}
            </div>
          </>
        ) : (
          <Alert tone="error">{levels.message}</Alert>
        )}
        {profit.ok ? (
          <TableCard title={`Profit per service, ${profit.data.from} to ${profit.data.to}`} labelledBy="profit-title">
            <ProfitTable rows={profit.data.services} />
            <p className={styles.sub}>
              Total profit {formatNaira(profit.data.total.profit)} on {profit.data.total.purchases} purchases
              (commission {formatNaira(profit.data.total.commission)} less cashback{" "}
              {formatNaira(profit.data.total.cashback)} and discounts {formatNaira(profit.data.total.discounts)}).
            </p>
          </TableCard>
        ) : (
          <Alert tone="error">{profit.message}</Alert>
        )}
      </div>
    </>
  );
}
