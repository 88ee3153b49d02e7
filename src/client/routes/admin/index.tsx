import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { type ContactsSearch, parseContactsSearch } from "#client/features/admin/admin-search";
import { ContactFilters } from "#client/features/admin/contact-filters";
import { ContactList } from "#client/features/admin/contact-list";
import { plural } from "#client/features/admin/format";
import { PagedList } from "#client/features/admin/pager";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/")({
  validateSearch: parseContactsSearch,
  head: ({ matches }) => adminHead("Messages", matches),
  component: ContactsPage,
});

function ContactsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: ContactsSearch) => void navigate({ search: next });
  const page = search.page ?? 1;
  const contacts = useQuery(
    trpc.admin.contacts.list.queryOptions({ status: search.status, search: search.q, includeSpam: search.spam, page }),
  );

  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Messages</h1>
      <div className="mt-5">
        <ContactFilters key={search.q ?? ""} search={search} onChange={setSearch} />
      </div>
      <div className="mt-6">
        <AdminQueryState query={contacts} errorTitle="Messages could not be loaded">
          {(data) => (
            <PagedList
              data={data}
              page={page}
              onPage={(next) => setSearch({ ...search, page: next })}
              summary={`${plural(data.total, "message")}${search.q ? ` matching “${search.q}”` : ""}`}
              empty={{ title: "No messages", message: "Nothing matches these filters yet." }}
            >
              {(items) => <ContactList items={items} />}
            </PagedList>
          )}
        </AdminQueryState>
      </div>
    </>
  );
}
