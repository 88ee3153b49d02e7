import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import type { AuditAction } from "#shared/privacy/audit-actions";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { type AuditSearch, parseAuditSearch } from "#client/features/admin/admin-search";
import { AuditFilters } from "#client/features/admin/audit/audit-filters";
import { AuditList } from "#client/features/admin/audit/audit-list";
import { plural } from "#client/features/admin/format";
import { PagedList } from "#client/features/admin/pager";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/audit")({
  validateSearch: parseAuditSearch,
  head: ({ matches }) => adminHead("Audit", matches),
  component: AuditPage,
});

function AuditPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: AuditSearch) => void navigate({ search: next });
  const page = search.page ?? 1;
  const { action, actor, from, to, record } = search;
  // The route checks the action's shape only (the list of actions stays out of the entry); the server checks it exactly.
  const audit = useQuery(
    trpc.admin.privacy.audit.queryOptions({ action: action as AuditAction | undefined, actor, from, to, record, page }),
  );

  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Audit</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Who opened, exported, corrected or deleted personal data, and when. Entries name records by id, never their
        content.
      </p>
      <div className="mt-5">
        <AuditFilters
          key={JSON.stringify({ ...search, page: undefined })}
          search={search}
          actors={audit.data?.actors ?? []}
          onChange={setSearch}
        />
      </div>
      <div className="mt-6">
        <AdminQueryState query={audit} errorTitle="The audit trail could not be loaded">
          {(data) => (
            <PagedList
              data={data}
              page={page}
              onPage={(next) => setSearch({ ...search, page: next })}
              summary={plural(data.total, "entry", "entries")}
              empty={{ title: "No entries", message: "Nothing matches these filters." }}
            >
              {(items) => <AuditList items={items} />}
            </PagedList>
          )}
        </AdminQueryState>
      </div>
    </>
  );
}
