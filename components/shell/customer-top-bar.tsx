"use client";
import { Brand, SUPPORT_EMAIL } from "./brand";
import { CUSTOMER_MORE_MENU } from "./customer-nav";
import { Dropdown } from "./dropdown";
import { Icon } from "./icons";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";
import styles from "./shell.module.css";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? parts[parts.length - 1][0] : "")).toUpperCase() || "?";
}

/** Top bar: brand on mobile, the notifications bell, and the profile and more-options dropdowns (spec 2.5). */
export function CustomerTopBar({ user, bell }: { user: { name: string; email: string }; bell: React.ReactNode }) {
  return (
    <header className={styles.topBar}>
      <span className={styles.mobileOnly}>
        <Brand href="/dashboard" />
      </span>
      <span className={styles.desktopOnly} />
      <div className={styles.topActions}>
        {bell}
        <Dropdown label="More options" button={<Icon name="more" size={24} />} className={styles.mobileOnly}>
          {(close) => (
            <>
              {CUSTOMER_MORE_MENU.map((item) => (
                <NavLink
                  key={item.label}
                  item={item}
                  className={styles.menuLink}
                  activeClassName={styles.menuActive}
                  onNavigate={close}
                />
              ))}
              <a className={styles.menuLink} href={`mailto:${SUPPORT_EMAIL}`}>
                <Icon name="mail" />
                <span>Contact support</span>
              </a>
            </>
          )}
        </Dropdown>
        <Dropdown
          label="Profile menu"
          button={
            <>
              <span className={styles.avatar}>{initials(user.name)}</span>
              <span className={styles.desktopOnly}>{user.name}</span>
            </>
          }
        >
          {(close) => (
            <>
              <div className={styles.menuHeader}>
                <strong>{user.name}</strong>
                <span>{user.email}</span>
              </div>
              <NavLink
                item={{ label: "Profile", href: "/profile", icon: "user" }}
                className={styles.menuLink}
                activeClassName={styles.menuActive}
                onNavigate={close}
              />
              <LogoutButton className={styles.menuLink} />
            </>
          )}
        </Dropdown>
      </div>
    </header>
  );
}
