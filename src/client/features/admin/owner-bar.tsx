import { hashKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ExternalLink, LogOut, UserRound } from "lucide-react";
import { Button } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";
import { QueryBoundary } from "#client/lib/query-boundary";
import { useSiteFacts } from "#client/lib/site-facts";
import { trpc } from "#client/lib/trpc";
import { activeLink, navLink, OwnerNav } from "./owner-nav";

/**
 * The owner's pages' own top bar, in place of the public header (every /admin page, signed in or
 * not): the business's name as the owner's desk, a way back to the public site, and for a
 * signed-in owner the sections and the sign-out. Loaded on /admin only, with the query cache.
 */
export default function OwnerBar() {
  return (
    <QueryBoundary>
      <OwnerBarContent />
    </QueryBoundary>
  );
}

function OwnerBarContent() {
  const { business } = useSiteFacts();
  // The same query the inbox route asks: one request answers both.
  const status = useQuery(trpc.admin.status.queryOptions());
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <Link to="/admin" className="min-w-0 rounded-lg leading-tight focus-visible:outline-3">
          <span className="block text-sm font-bold text-brand-900 sm:text-base">{business.name}</span>
          <span className="sr-only"> · </span>
          <span className="block text-sm text-slate-600">Owner's desk</span>
        </Link>
        <div className="flex shrink-0 items-center gap-1">
          <Link
            to="/"
            className="inline-flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3"
          >
            <ExternalLink aria-hidden className="size-4" /> View site
          </Link>
          {status.data?.signedIn ? (
            <>
              <Link
                to="/admin/account"
                className={cn(navLink, "px-2 text-sm")}
                activeProps={{ className: activeLink, "aria-current": "page" }}
              >
                <UserRound aria-hidden className="size-4" /> <span className="sr-only">Account of </span>
                {/* On a phone the icon alone: the sections need the width. */}
                <span className="max-sm:sr-only">{status.data.owner?.name ?? "Account"}</span>
              </Link>
              <SignOutButton />
            </>
          ) : null}
        </div>
      </div>
      {status.data?.signedIn ? <OwnerNav /> : null}
    </header>
  );
}

function SignOutButton() {
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
    <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
      <LogOut aria-hidden className="size-4" /> <span className="max-sm:sr-only">Sign out</span>
    </Button>
  );
}
