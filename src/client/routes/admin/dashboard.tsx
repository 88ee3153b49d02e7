import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { parseDashboardSearch } from "#client/features/admin/admin-search";
import { dashboardRange } from "#client/features/admin/dashboard/dashboard-range";
import { DashboardView } from "#client/features/admin/dashboard/dashboard-view";
import { RangePicker } from "#client/features/admin/dashboard/range-picker";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/dashboard")({
  validateSearch: parseDashboardSearch,
  head: ({ matches }) => adminHead("Dashboard", matches),
  component: DashboardPage,
});

function DashboardPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const range = dashboardRange(search);
  // The figures of the last range stay on screen while the next one loads.
  const summary = useQuery({ ...trpc.admin.dashboard.summary.queryOptions(range), placeholderData: keepPreviousData });

  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Dashboard</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        What the website brings in, measured on this site without cookies: a visitor is counted once a day, and visitors
        whose browser asks not to be tracked are not counted.
      </p>
      <div className="mt-5">
        <RangePicker
          key={`${range.from}|${range.to}`}
          range={range}
          previousRange={summary.data?.previousRange ?? null}
          onChange={(next) => void navigate({ search: { ...search, ...next } })}
        />
      </div>
      <div className="mt-6" aria-busy={summary.isFetching}>
        <AdminQueryState query={summary} errorTitle="The dashboard could not be loaded">
          {(data) => (
            <DashboardView
              data={data}
              step={search.by ?? "day"}
              onStep={(by) => void navigate({ search: { ...search, by } })}
            />
          )}
        </AdminQueryState>
      </div>
    </>
  );
}
