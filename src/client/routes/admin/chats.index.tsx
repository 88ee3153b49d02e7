import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { type ChatsSearch, parseChatsSearch } from "#client/features/admin/admin-search";
import { ChatFilters } from "#client/features/admin/chat-filters";
import { ChatList } from "#client/features/admin/chat-list";
import { plural } from "#client/features/admin/format";
import { PagedList } from "#client/features/admin/pager";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/chats/")({
  validateSearch: parseChatsSearch,
  head: ({ matches }) => adminHead("Chats", matches),
  component: ChatsPage,
});

function ChatsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const setSearch = (next: ChatsSearch) => void navigate({ search: next });
  const page = search.page ?? 1;
  const chats = useQuery(
    trpc.admin.chats.list.queryOptions({
      from: search.from,
      to: search.to,
      priceOrBooking: search.priceOrBooking,
      page,
    }),
  );

  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-900">Chats with Dove</h1>
      <div className="mt-5">
        <ChatFilters key={`${search.from ?? ""}|${search.to ?? ""}`} search={search} onChange={setSearch} />
      </div>
      <div className="mt-6">
        <AdminQueryState query={chats} errorTitle="Conversations could not be loaded">
          {(data) => (
            <PagedList
              data={data}
              page={page}
              onPage={(next) => setSearch({ ...search, page: next })}
              summary={plural(data.total, "conversation")}
              empty={{ title: "No conversations", message: "Nothing matches these filters." }}
            >
              {(items) => <ChatList items={items} />}
            </PagedList>
          )}
        </AdminQueryState>
      </div>
    </>
  );
}
