import { Link } from "@tanstack/react-router";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";
import { Badge } from "./badge";
import { formatDateTime } from "./format";

type ContactListItem = inferRouterOutputs<AppRouter>["admin"]["contacts"]["list"]["items"][number];

/** Contact messages, newest first: who, when, the subject and the start of the message. */
export function ContactList({ items }: { items: readonly ContactListItem[] }) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to="/admin/contacts/$id"
            params={{ id: item.id }}
            className="block px-4 py-4 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 md:px-6"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className={item.handledAt ? "font-semibold text-slate-800" : "font-bold text-brand-900"}>
                {item.name} <span className="font-normal text-slate-600 break-all">&lt;{item.email}&gt;</span>
              </p>
              <p className="text-sm text-slate-600">
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
              </p>
            </div>
            <p className="mt-1 text-sm font-semibold text-slate-800">{item.subject ?? "No subject"}</p>
            <p className="mt-1 line-clamp-2 text-sm text-slate-700 break-words">{item.preview}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {item.handledAt ? <Badge tone="handled">Handled</Badge> : <Badge tone="unread">Unread</Badge>}
              {item.answered ? <Badge tone="handled">Answered</Badge> : null}
              {item.replyProblem ? <Badge tone="spam">Reply not sent</Badge> : null}
              {item.isSpam ? <Badge tone="spam">Spam</Badge> : null}
              {item.estimateReference ? <Badge tone="info">Estimate {item.estimateReference}</Badge> : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
