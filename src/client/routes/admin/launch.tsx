import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { LaunchChecklist } from "#client/features/admin/launch/launch-checklist";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/launch")({
  head: ({ matches }) => adminHead("Launch", matches),
  component: LaunchPage,
});

function LaunchPage() {
  const checklist = useQuery(trpc.admin.launch.status.queryOptions());
  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Launch checklist</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The site came with sample details so every page had something to show. Replace each one with yours, or confirm
        it is real, then launch.
      </p>
      <div className="mt-6">
        <AdminQueryState query={checklist} errorTitle="The launch checklist could not be loaded">
          {(data) => <LaunchChecklist checklist={data} />}
        </AdminQueryState>
      </div>
    </>
  );
}
