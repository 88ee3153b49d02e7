import { Link, useLocation } from "@tanstack/react-router";
import {
  CalendarDays,
  ChartNoAxesCombined,
  CircleHelp,
  HeartPulse,
  Inbox,
  MessagesSquare,
  ScrollText,
  ShieldCheck,
  Star,
} from "lucide-react";
import { useLayoutEffect, useRef } from "react";

export const navLink =
  "inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3";
export const activeLink = "bg-brand-100 text-brand-900";

/** The owner's sections; Messages is active on /admin itself only, the others on their sub-pages too. */
const NAV_LINKS = [
  { to: "/admin", label: "Messages", icon: Inbox, exact: true },
  { to: "/admin/chats", label: "Chats", icon: MessagesSquare, exact: false },
  { to: "/admin/bookings", label: "Bookings", icon: CalendarDays, exact: false },
  { to: "/admin/dashboard", label: "Dashboard", icon: ChartNoAxesCombined, exact: false },
  { to: "/admin/questions", label: "Dove questions", icon: CircleHelp, exact: false },
  { to: "/admin/reviews", label: "Reviews", icon: Star, exact: false },
  { to: "/admin/privacy", label: "Privacy requests", icon: ShieldCheck, exact: false },
  { to: "/admin/audit", label: "Audit", icon: ScrollText, exact: false },
  { to: "/admin/health", label: "Health", icon: HeartPulse, exact: false },
] as const;

/**
 * The sections as one row of tabs: it fits a wide screen, and on a phone it scrolls sideways
 * (never wraps into rows) with the current section brought into view.
 */
export function OwnerNav() {
  const strip = useRef<HTMLUListElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });

  useLayoutEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    // Centre it by scrolling the strip alone: scrollIntoView could move the page too.
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label="Owner's desk" className="mx-auto max-w-6xl">
      <ul ref={strip} className="relative flex gap-0.5 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
        {NAV_LINKS.map(({ to, label, icon: Icon, exact }) => (
          <li key={to} className="shrink-0">
            <Link
              to={to}
              activeOptions={{ exact, includeSearch: false }}
              className={navLink}
              activeProps={{ className: activeLink, "aria-current": "page" }}
            >
              <Icon aria-hidden className="size-4" /> {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
