import { Brand } from "./brand";
import { ADMIN_SIDEBAR } from "./customer-nav";
import { AdminTopBar } from "./admin-top-bar";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";
import styles from "./shell.module.css";

/**
 * The admin panel's frame (spec 2.13): Dashboard, Customers, Transactions, Virtual Accounts,
 * Settings, Logout. Logout posts to the admin BFF and returns to /admin/login.
 */
export function AdminShell({
  admin,
  children,
  logoutEndpoint = "/api/admin/logout",
}: {
  admin: { name: string; email: string };
  children: React.ReactNode;
  logoutEndpoint?: string;
}) {
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar}>
        <div className={styles.sideBrand}>
          <Brand href="/admin/dashboard" light />
        </div>
        <nav className={styles.sideNav} aria-label="Admin">
          {ADMIN_SIDEBAR.map((item) => (
            <NavLink key={item.label} item={item} className={styles.sideLink} activeClassName={styles.sideActive} />
          ))}
          <div className={styles.sideLogout}>
            <LogoutButton className={styles.sideLink} endpoint={logoutEndpoint} loginPath="/admin/login" />
          </div>
        </nav>
      </aside>
      <div>
        <AdminTopBar admin={admin} logoutEndpoint={logoutEndpoint} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
