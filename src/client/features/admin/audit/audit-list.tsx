import { Link } from "@tanstack/react-router";
import type { inferRouterOutputs } from "@trpc/server";
import { AUDIT_ACTIONS, AUDIT_RECORD_KINDS, type AuditAction } from "#shared/privacy/audit-actions";
import type { AppRouter } from "#server/routers/app-router";
import { formatDateTime } from "../format";

type AuditItem = inferRouterOutputs<AppRouter>["admin"]["privacy"]["audit"]["items"][number];

const actionLabel = (action: string) => AUDIT_ACTIONS[action as AuditAction] ?? action;

/** Words for the detail keys entries carry (audit-trail.ts callers); others are shown as stored. */
const DETAIL_LABELS: Record<string, string> = {
  identifierKind: "by",
  kind: "kind",
  count: "records",
  status: "status",
  includeSpam: "spam included",
  searched: "with a search",
  handled: "handled",
  field: "field",
  contactMessages: "contact messages",
  chatConversations: "chats",
  chatMessages: "chat messages",
  estimates: "estimates",
};

const phrase = (key: string, value: unknown) =>
  `${DETAIL_LABELS[key] ?? key.replace(/-/g, " ")}: ${value === true ? "yes" : value === false ? "no" : String(value)}`;

/** An entry's counts and settings as "label: value" phrases (nested counts, such as a retention run's, flattened). */
function detailPhrases(detail: Record<string, unknown> | null): string[] {
  if (!detail) return [];
  return Object.entries(detail).flatMap(([key, value]) =>
    value !== null && typeof value === "object"
      ? Object.entries(value).map(([inner, count]) => phrase(inner, count))
      : [phrase(key, value)],
  );
}

/** Audit entries, newest first: when, who, what, and each record as a link to its own entries. */
export function AuditList({ items }: { items: readonly AuditItem[] }) {
  return (
    <ol
      aria-label="Audit entries"
      className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      {items.map((item) => {
        const details = detailPhrases(item.detail);
        return (
          <li key={item.id} className="grid gap-1 px-4 py-3 md:px-6">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-brand-900">{actionLabel(item.action)}</p>
              <p className="text-sm text-slate-600">
                <time dateTime={item.at}>{formatDateTime(item.at)}</time> ·{" "}
                <span className="font-mono">{item.actor}</span>
              </p>
            </div>
            {item.records.length > 0 ? (
              <ul aria-label="Records" className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
                {item.records.map((record) => (
                  <li key={`${record.kind}:${record.id}`} className="min-w-0">
                    <span className="text-slate-600">{AUDIT_RECORD_KINDS[record.kind] ?? record.kind} </span>
                    <Link
                      to="/admin/audit"
                      search={{ record: record.id }}
                      className="font-mono break-all text-brand-700 underline"
                      title="Entries about this record"
                    >
                      {record.id}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {details.length > 0 ? <p className="text-sm text-slate-700">{details.join(" · ")}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
