import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { HealthView } from "#client/features/admin/health/health-view";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/health")({
  head: ({ matches }) => adminHead("Health", matches),
  component: HealthPage,
});

/** Read again every minute while open: a backup or a failure shows without a reload. */
const REFRESH_MS = 60_000;

function HealthPage() {
  const health = useQuery({ ...trpc.admin.health.get.queryOptions(), refetchInterval: REFRESH_MS });
  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Health</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Whether the site's email, backups, disk and background work are in order, and what to do when one is not.
        Monitoring tools can read the same figures at /api/admin/health.
      </p>
      <div className="mt-6">
        <AdminQueryState query={health} errorTitle="The health figures could not be loaded">
          {(data) => <HealthView health={data} />}
        </AdminQueryState>
      </div>
    </>
  );
}
