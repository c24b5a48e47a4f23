"use client";
import type { z } from "zod";
import type { profitRowSchema } from "@/lib/contracts/levels";
import { formatNaira } from "@/lib/money";
import { adminColumnHelper, DataTable } from "./data-table";
import styles from "./admin.module.css";

type ProfitRow = z.infer<typeof profitRowSchema>;
const h = adminColumnHelper<ProfitRow>();
const money = (key: "list_value" | "paid" | "commission" | "cashback" | "discounts" | "profit", header: string) =>
  h.accessor(key, { header, cell: (c) => formatNaira(c.getValue()), meta: { className: styles.num } });
const columns = h.columns([
  h.accessor("label", { header: "Service", meta: { className: styles.short } }),
  h.accessor("purchases", { header: "Purchases", meta: { className: styles.num } }),
  money("list_value", "List value"),
  money("paid", "Paid by customers"),
  money("commission", "Commission"),
  money("cashback", "Cashback"),
  money("discounts", "Level discounts"),
  money("profit", "Profit"),
]);

/** Profit per service after cashback and level discounts (GET /api/admin/reports/profit). */
export function ProfitTable({ rows }: { rows: ProfitRow[] }) {
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption="Profit per service"
      empty="No purchases in this period."
      getRowId={(r) => r.service}
    />
  );
}
