import { hashKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import {
  CalendarDays,
  ChartNoAxesCombined,
  CircleHelp,
  HeartPulse,
  Inbox,
  LogOut,
  MessagesSquare,
  ScrollText,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { SiteUpdateNotice } from "./site-update-notice";

const navLink =
  "inline-flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2";
const activeLink = "bg-brand-100 text-brand-900";

/** The inbox's pages; Messages is active on /admin itself only, the others on their sub-pages too. */
const NAV_LINKS = [
  { to: "/admin", label: "Messages", icon: Inbox, exact: true },
  { to: "/admin/chats", label: "Chats", icon: MessagesSquare, exact: false },
  { to: "/admin/bookings", label: "Bookings", icon: CalendarDays, exact: false },
  { to: "/admin/dashboard", label: "Dashboard", icon: ChartNoAxesCombined, exact: false },
  { to: "/admin/questions", label: "Dove questions", icon: CircleHelp, exact: false },
  { to: "/admin/privacy", label: "Privacy requests", icon: ShieldCheck, exact: false },
  { to: "/admin/audit", label: "Audit", icon: ScrollText, exact: false },
  { to: "/admin/health", label: "Health", icon: HeartPulse, exact: false },
] as const;

/** The signed-in inbox: its navigation, the owner's account, sign-out, and the page. */
export function AdminShell({ ownerName, children }: { ownerName: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const signOut = useMutation(
    trpc.admin.signOut.mutationOptions({
      onSuccess: () => {
        // Back to the sign-in form, and nothing else of the inbox stays in memory.
        const statusKey = trpc.admin.status.queryKey();
        queryClient.setQueryData(statusKey, { signedIn: false, expiresAt: null, owner: null, ownersExist: true });
        queryClient.removeQueries({
          queryKey: trpc.admin.pathKey(),
          predicate: (query) => query.queryHash !== hashKey(statusKey),
        });
      },
    }),
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <nav aria-label="Inbox">
          <ul className="flex flex-wrap gap-2">
            {NAV_LINKS.map(({ to, label, icon: Icon, exact }) => (
              <li key={to}>
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
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/admin/account" className={navLink} activeProps={{ className: activeLink, "aria-current": "page" }}>
            <UserRound aria-hidden className="size-4" /> <span className="sr-only">Account of </span>
            {ownerName}
          </Link>
          <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOut aria-hidden className="size-4" /> Sign out
          </Button>
        </div>
      </div>
      <SiteUpdateNotice />
      <div className="pt-6">{children}</div>
    </div>
  );
}
