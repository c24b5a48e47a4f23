"use client";
import { Brand } from "./brand";
import { ADMIN_SIDEBAR } from "./customer-nav";
import { Dropdown } from "./dropdown";
import { Icon } from "./icons";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";
import styles from "./shell.module.css";

/** Admin top bar: the whole admin menu in a dropdown (the sidebar's content on small screens). */
export function AdminTopBar({
  admin,
  logoutEndpoint,
}: {
  admin: { name: string; email: string };
  logoutEndpoint: string;
}) {
  return (
    <header className={styles.topBar}>
      <span className={styles.mobileOnly}>
        <Brand href="/admin/dashboard" />
      </span>
      <span className={styles.desktopOnly}>Admin</span>
      <Dropdown label="Admin menu" button={<Icon name="more" size={24} />}>
        {(close) => (
          <>
            <div className={styles.menuHeader}>
              <strong>{admin.name}</strong>
              <span>{admin.email}</span>
            </div>
            {ADMIN_SIDEBAR.map((item) => (
              <NavLink
                key={item.label}
                item={item}
                className={styles.menuLink}
                activeClassName={styles.menuActive}
                onNavigate={close}
              />
            ))}
            <LogoutButton className={styles.menuLink} endpoint={logoutEndpoint} loginPath="/admin/login" />
          </>
        )}
      </Dropdown>
    </header>
  );
}
