import type { Metadata } from "next";
import { CashbackRatesForm } from "@/components/admin/cashback-rates-form";
import { OpsNav } from "@/components/admin/ops-nav";
import { PageHeader } from "@/components/admin/page-header";
import { ProviderConfigView } from "@/components/admin/provider-config-view";
import { ServiceSwitchesForm } from "@/components/admin/service-switches-form";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { adminApi } from "@/lib/admin/admin-api";
import { loadSection } from "@/lib/admin/load-section";
import {
  adminCashbackRatesResponse,
  adminProviderConfigResponse,
  adminServiceSwitchesResponse,
} from "@/lib/contracts/admin-settings";
import styles from "@/components/admin/admin.module.css";

export const metadata: Metadata = { title: "Settings · Admin" };

/** Cashback rates and services on/off (both audited), and the provider configuration (read-only). */
export default async function AdminSettingsPage() {
  const [rates, services, providers] = await Promise.all([
    loadSection(() => adminApi("settings/cashback-rates", adminCashbackRatesResponse), {
      could: "Could not load cashback rates.",
      failed: "Failed to load cashback rates.",
    }),
    loadSection(() => adminApi("settings/services", adminServiceSwitchesResponse), {
      could: "Could not load the services.",
      failed: "Failed to load the services.",
    }),
    loadSection(() => adminApi("settings/providers", adminProviderConfigResponse), {
      could: "Could not load the provider configuration.",
      failed: "Failed to load the provider configuration.",
    }),
  ]);
  return (
    <>
      <PageHeader
        title="Settings"
        lead="Cashback, services and providers. Every change is recorded in the audit log."
      />
      <OpsNav current="/admin/settings" />
      <div className={styles.stack}>
        <div className={styles.grid2}>
          <Card title="Cashback rates">
            {rates.ok ? <CashbackRatesForm rates={rates.data.rates} /> : <Alert tone="error">{rates.message}</Alert>}
          </Card>
          <Card title="Services">
            {services.ok ? (
              <ServiceSwitchesForm services={services.data.services} />
            ) : (
              <Alert tone="error">{services.message}</Alert>
            )}
          </Card>
        </div>
        <Card title="Provider configuration" aria-label="Provider configuration">
          {providers.ok ? (
            <ProviderConfigView config={providers.data.config} />
          ) : (
            <Alert tone="error">{providers.message}</Alert>
          )}
        </Card>
      </div>
    </>
  );
}
