import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { MessageState, ReloadButton } from "../components/page/data-states";
import { adminHead } from "../features/admin/admin-head";
import { AdminShell } from "../features/admin/admin-shell";
import { SignInForm } from "../features/admin/sign-in-form";
import { QueryBoundary } from "../lib/query-boundary";
import { trpc } from "../lib/trpc";

/** The owner's inbox: the sign-in form until the server says this browser has a session. */
export const Route = createFileRoute("/admin")({
  head: ({ matches }) => adminHead("Sign in", matches),
  component: () => (
    <QueryBoundary>
      <AdminLayout />
    </QueryBoundary>
  ),
});

function AdminLayout() {
  const status = useQuery(trpc.admin.status.queryOptions());
  if (status.isPending) {
    return (
      <div role="status" aria-label="Loading the inbox" className="mx-auto max-w-md px-4 py-16">
        <div className="h-64 animate-pulse rounded-2xl bg-slate-200" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <div className="px-4 py-16">
        <MessageState
          tone="error"
          title="The inbox is unavailable"
          message="The server did not answer. Please try again in a moment."
          action={<ReloadButton />}
        />
      </div>
    );
  }
  if (!status.data.signedIn) return <SignInForm ownersExist={status.data.ownersExist} />;
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
