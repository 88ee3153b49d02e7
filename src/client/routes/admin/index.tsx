import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { MessageState } from "../../components/page/data-states";
import { adminHead } from "../../features/admin/admin-head";
import { type ContactsSearch, parseContactsSearch } from "../../features/admin/admin-search";
import { ContactFilters } from "../../features/admin/contact-filters";
import { ContactList } from "../../features/admin/contact-list";
import { plural } from "../../features/admin/format";
import { ListSkeleton } from "../../features/admin/list-skeleton";
import { Pager } from "../../features/admin/pager";
import { useSessionCheck } from "../../features/admin/use-session-check";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/admin/")({
  validateSearch: parseContactsSearch,
  head: () => adminHead("Messages"),
  component: ContactsPage,
});

function ContactsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: ContactsSearch) => void navigate({ search: next });
  const page = search.page ?? 1;
  const contacts = useQuery(trpc.admin.contacts.list.queryOptions({ status: search.status, search: search.q, includeSpam: search.spam, page }));
  useSessionCheck(contacts.error);

  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Messages</h1>
      <div className="mt-5">
        <ContactFilters key={search.q ?? ""} search={search} onChange={setSearch} />
      </div>
      <div className="mt-6">
        {contacts.isPending ? <ListSkeleton /> : null}
        {contacts.isError ? <MessageState tone="error" title="Messages could not be loaded" message={contacts.error.message} /> : null}
        {contacts.data ? (
          <>
            <p role="status" className="mb-3 text-sm text-slate-700">
              {plural(contacts.data.total, "message")}
              {search.q ? ` matching “${search.q}”` : ""}
            </p>
            {contacts.data.items.length > 0 ? (
              <ContactList items={contacts.data.items} />
            ) : (
              <MessageState title="No messages" message="Nothing matches these filters yet." />
            )}
            <Pager page={page} pageSize={contacts.data.pageSize} total={contacts.data.total} onPage={(next) => setSearch({ ...search, page: next })} />
          </>
        ) : null}
      </div>
    </>
  );
}
