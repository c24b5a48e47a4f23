"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useIntentPrefetch } from "@/components/ui/intent-prefetch";
import { Icon } from "./icons";
import type { NavItem } from "./customer-nav";

/** A navigation link marked aria-current when it is the page shown (plain paths only). */
export function NavLink({
  item,
  className,
  activeClassName,
  onNavigate,
}: {
  item: NavItem;
  className: string;
  activeClassName: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  const intent = useIntentPrefetch(item.href);
  const plain = !item.href.includes("?") && !item.href.includes("#");
  const active = plain && (pathname === item.href || pathname.startsWith(`${item.href}/`));
  return (
    <Link
      href={item.href}
      {...intent}
      className={[className, active && activeClassName].filter(Boolean).join(" ")}
      aria-current={active ? "page" : undefined}
      onClick={onNavigate}
    >
      <Icon name={item.icon} />
      <span>{item.label}</span>
    </Link>
  );
}
