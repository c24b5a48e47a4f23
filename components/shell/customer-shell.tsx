import { NotificationBell } from "@/components/notifications/notification-bell";
import { UnreadFallback } from "@/components/notifications/unread-fallback";
import { Brand, SUPPORT_EMAIL } from "./brand";
import { CustomerBottomBar } from "./customer-bottom-bar";
import { CUSTOMER_SIDEBAR } from "./customer-nav";
import { CustomerTopBar } from "./customer-top-bar";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";
import styles from "./shell.module.css";

/** The signed-in customer's frame: sidebar above 768 px; top bar with dropdowns and a bottom bar below. */
export function CustomerShell({
  user,
  unread,
  children,
}: {
  user: { name: string; email: string };
  /** The bell's unread count read for this render, or null: the bell then reads it in the browser. */
  unread: number | null;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <div className={styles.sideBrand}>
          <Brand href="/dashboard" light />
        </div>
        <nav className={styles.sideNav} aria-label="Main">
          {CUSTOMER_SIDEBAR.map((item) => (
            <NavLink key={item.label} item={item} className={styles.sideLink} activeClassName={styles.sideActive} />
          ))}
          <div className={styles.sideLogout}>
            <LogoutButton className={styles.sideLink} />
          </div>
        </nav>
        <p className={styles.sideFooter}>
          Need help?
          <br />
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </aside>
      <div>
        <CustomerTopBar
          user={user}
          bell={
            unread === null ? (
              <NotificationBell />
            ) : (
              <UnreadFallback unread={unread}>
                <NotificationBell />
              </UnreadFallback>
            )
          }
        />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <CustomerBottomBar />
    </div>
  );
}
