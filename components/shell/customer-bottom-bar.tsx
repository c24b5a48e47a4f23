"use client";
import { CUSTOMER_BOTTOM_BAR, CUSTOMER_BUSINESS_MENU } from "./customer-nav";
import { Dropdown } from "./dropdown";
import { Icon } from "./icons";
import { NavLink } from "./nav-link";
import styles from "./shell.module.css";

/** Bottom bar at 768 px or less: Home, Bills & Services, Virtual Account, Business (spec 2.5). */
export function CustomerBottomBar() {
  return (
    <nav className={styles.bottomBar} aria-label="Quick navigation">
      {CUSTOMER_BOTTOM_BAR.map((item) => (
        <NavLink key={item.label} item={item} className={styles.bottomLink} activeClassName={styles.bottomActive} />
      ))}
      <Dropdown
        label="Business"
        placement="above"
        button={
          <>
            <Icon name="briefcase" />
            <span>Business</span>
          </>
        }
      >
        {(close) =>
          CUSTOMER_BUSINESS_MENU.map((item) => (
            <NavLink
              key={item.label}
              item={item}
              className={styles.menuLink}
              activeClassName={styles.menuActive}
              onNavigate={close}
            />
          ))
        }
      </Dropdown>
    </nav>
  );
}
