import { Link } from "@tanstack/react-router";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";
import { Badge } from "./badge";
import { formatDateTime, plural } from "./format";

type ChatListItem = inferRouterOutputs<AppRouter>["admin"]["chats"]["list"]["items"][number];

/** Conversations, newest first: when, the visitor's first message, and how long it went on. */
export function ChatList({ items }: { items: readonly ChatListItem[] }) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to="/admin/chats/$id"
            params={{ id: item.id }}
            className="block px-4 py-4 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 md:px-6"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-brand-900">
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </p>
              <p className="text-sm text-slate-600">{plural(item.messageCount, "message")}</p>
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-slate-800 break-words">“{item.firstMessage}”</p>
            {item.estimateCount > 0 || item.callBack || item.answered ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {item.callBack ? <Badge tone="unread">Call back</Badge> : null}
                {item.answered ? <Badge tone="handled">Answered</Badge> : null}
                {item.estimateCount > 0 ? (
                  <Badge tone="info">{plural(item.estimateCount, "estimate")} saved</Badge>
                ) : null}
              </div>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
