import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { ChangePasswordForm } from "#client/features/admin/accounts/change-password-form";
import { OwnersSection } from "#client/features/admin/accounts/owners-section";
import { OwnerSessions } from "#client/features/admin/owner-sessions";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/account")({
  head: ({ matches }) => adminHead("Account", matches),
  component: AccountPage,
});

function AccountPage() {
  const account = useQuery(trpc.admin.account.get.queryOptions());
  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Your account</h1>
      <div className="mt-6">
        <AdminQueryState query={account} errorTitle="Your account could not be loaded">
          {(data) => (
            <div className="grid gap-8">
              <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="text-slate-600">Name</dt>
                <dd className="font-semibold text-slate-900">{data.owner.name}</dd>
                <dt className="text-slate-600">Email</dt>
                <dd className="break-all font-semibold text-slate-900">{data.owner.email}</dd>
              </dl>
              <ChangePasswordForm />
              <OwnerSessions sessions={data.sessions} />
              <OwnersSection />
            </div>
          )}
        </AdminQueryState>
      </div>
    </>
  );
}
