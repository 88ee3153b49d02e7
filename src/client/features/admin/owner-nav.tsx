import { Link, useLocation } from "@tanstack/react-router";
import {
  CalendarDays,
  ChartNoAxesCombined,
  CircleHelp,
  HeartPulse,
  Image,
  Inbox,
  MessagesSquare,
  Rocket,
  Newspaper,
  PencilRuler,
  ScrollText,
  ShieldCheck,
  Star,
} from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect, useRef } from "react";
import { cn } from "#client/lib/cn";
import { trpc } from "#client/lib/trpc";

export const navLink =
  "inline-flex items-center gap-1 whitespace-nowrap rounded-lg px-2 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3";
export const activeLink = "bg-brand-100 text-brand-900";

/** The owner's sections; Messages is active on /admin itself only, the others on their sub-pages too. */
const NAV_LINKS = [
  { to: "/admin", label: "Messages", icon: Inbox, exact: true },
  { to: "/admin/chats", label: "Chats", icon: MessagesSquare, exact: false },
  { to: "/admin/bookings", label: "Bookings", icon: CalendarDays, exact: false },
  { to: "/admin/dashboard", label: "Dashboard", icon: ChartNoAxesCombined, exact: false },
  { to: "/admin/site", label: "Your site", icon: PencilRuler, exact: false },
  { to: "/admin/blog", label: "Blog", icon: Newspaper, exact: false },
  { to: "/admin/questions", label: "Dove questions", icon: CircleHelp, exact: false },
  { to: "/admin/photos", label: "Photos", icon: Image, exact: false },
  { to: "/admin/reviews", label: "Reviews", icon: Star, exact: false },
  { to: "/admin/privacy", label: "Privacy requests", icon: ShieldCheck, exact: false },
  { to: "/admin/audit", label: "Audit", icon: ScrollText, exact: false },
  { to: "/admin/health", label: "Health", icon: HeartPulse, exact: false },
] as const;

/** Shown while the site is not launched (and on its own page): the owner's first job. */
const LAUNCH_LINK = { to: "/admin/launch", label: "Launch", icon: Rocket, exact: false } as const;

/**
 * The sections as one row of tabs: it fits a wide screen (words alone from 1280 px: twelve
 * sections with icons did not), and on a phone it scrolls sideways (never wraps into rows) with the
 * current section brought into view.
 */
export function OwnerNav() {
  const strip = useRef<HTMLUListElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  const launched = useQuery({
    ...trpc.admin.launch.status.queryOptions(),
    select: (status) => status.launched !== null,
  });
  const links = launched.data === false || pathname === LAUNCH_LINK.to ? [...NAV_LINKS, LAUNCH_LINK] : NAV_LINKS;

  useLayoutEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    // Centre it by scrolling the strip alone: scrollIntoView could move the page too.
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname, links.length]);

  return (
    <nav aria-label="Owner's desk" className="mx-auto max-w-6xl">
      <ul ref={strip} className="relative flex gap-0.5 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
        {links.map(({ to, label, icon: Icon, exact }) => (
          <li key={to} className="shrink-0">
            <Link
              to={to}
              activeOptions={{ exact, includeSearch: false }}
              className={cn(navLink, "text-sm")}
              activeProps={{ className: activeLink, "aria-current": "page" }}
            >
              <Icon aria-hidden className="size-4 xl:hidden" /> {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
