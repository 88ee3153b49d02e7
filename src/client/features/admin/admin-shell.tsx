import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ChartNoAxesCombined, Inbox, LogOut, MessagesSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { trpc } from "../../lib/trpc";

const navLink = "inline-flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2";
const activeLink = "bg-brand-100 text-brand-900";

/** The signed-in inbox: its navigation, sign-out, and the page. */
export function AdminShell({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const signOut = useMutation(
    trpc.admin.signOut.mutationOptions({
      onSuccess: () => {
        // Back to the sign-in form, and nothing of the inbox stays in memory.
        queryClient.setQueryData(trpc.admin.status.queryKey(), { signedIn: false, expiresAt: null });
        for (const queryKey of [trpc.admin.contacts.pathKey(), trpc.admin.chats.pathKey(), trpc.admin.estimates.pathKey(), trpc.admin.dashboard.pathKey()]) queryClient.removeQueries({ queryKey });
      },
    }),
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <nav aria-label="Inbox">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to="/admin" activeOptions={{ exact: true, includeSearch: false }} className={navLink} activeProps={{ className: activeLink, "aria-current": "page" }}>
                <Inbox aria-hidden className="size-4" /> Messages
              </Link>
            </li>
            <li>
              <Link to="/admin/chats" activeOptions={{ includeSearch: false }} className={navLink} activeProps={{ className: activeLink, "aria-current": "page" }}>
                <MessagesSquare aria-hidden className="size-4" /> Chats
              </Link>
            </li>
            <li>
              <Link to="/admin/dashboard" activeOptions={{ includeSearch: false }} className={navLink} activeProps={{ className: activeLink, "aria-current": "page" }}>
                <ChartNoAxesCombined aria-hidden className="size-4" /> Dashboard
              </Link>
            </li>
          </ul>
        </nav>
        <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden className="size-4" /> Sign out
        </Button>
      </div>
      <div className="pt-6">{children}</div>
    </div>
  );
}
