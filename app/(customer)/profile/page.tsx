import type { Metadata } from "next";
import { ChangePasswordCard } from "@/components/account/change-password-card";
import { ThemeChoice } from "@/components/theme/theme-choice";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import details from "@/components/ui/detail-list.module.css";
import { AccountDetails } from "@/components/wallet/account-details";
import { kycStatusView } from "@/components/wallet/kyc-status";
import { PageHeader } from "@/components/wallet/page-header";
import styles from "@/components/wallet/profile.module.css";
import { SessionsCard } from "@/components/sessions/sessions-card";
import { PasskeysCard } from "@/components/passkeys/passkeys-card";
import { PinCard } from "@/components/security/pin-card";
import { StatementEmailCard } from "@/components/statements/statement-email-card";
import { NotificationPreferencesCard } from "@/components/notifications/notification-preferences-card";
import { customerApi, getCurrentUser } from "@/lib/api/customer-api";
import { ProductApiError } from "@/lib/api/product-api";
import { sessionsResponse, type SessionView } from "@/lib/contracts/sessions";

export const metadata: Metadata = { title: "Profile" };

/** The signed-in sessions, or null when the API could not give them (the card then loads them itself). */
async function readSessions(): Promise<SessionView[] | null> {
  try {
    return (await customerApi("sessions", sessionsResponse)).data;
  } catch (err) {
    if (err instanceof ProductApiError) return null;
    throw err; // a 401's redirect to /login
  }
}

/** The customer's profile: personal details, KYC, the virtual account, password change and signed-in devices. */
export default async function ProfilePage() {
  const [user, sessions] = await Promise.all([getCurrentUser(), readSessions()]);
  const kyc = kycStatusView(user.kyc_status);
  return (
    <>
      <PageHeader
        title="Profile"
        description="Your details, verification, virtual account, password, transaction PIN, signed-in devices, statement emails and notifications."
      />
      <div className={styles.grid}>
        <Card title="Personal details">
          <dl className={details.list}>
            <div>
              <dt>Name</dt>
              <dd>{user.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{user.phone || "N/A"}</dd>
            </div>
          </dl>
        </Card>
        <Card title="Identity verification (KYC)">
          <p className={styles.text}>
            Status:{" "}
            <span className={[styles.badge, styles[kyc.tone]].join(" ")} data-testid="kyc-status">
              {kyc.label}
            </span>
          </p>
          {kyc.action ? (
            <ButtonLink href="/kyc">Complete KYC</ButtonLink>
          ) : (
            <ButtonLink href="/kyc" variant="secondary">
              View KYC
            </ButtonLink>
          )}
        </Card>
        <Card title="Virtual account">
          <AccountDetails user={user} />
        </Card>
        <ChangePasswordCard />
        <PasskeysCard />
        <PinCard />
        <SessionsCard initial={sessions} />
        <StatementEmailCard />
        <NotificationPreferencesCard />
        <Card title="Appearance">
          <ThemeChoice />
        </Card>
      </div>
    </>
  );
}
