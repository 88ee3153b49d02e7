import { Link } from "@tanstack/react-router";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";
import { UNANSWERED_REASON_LABELS, type UnansweredReason } from "#shared/dove/unanswered";
import { Badge } from "./badge";
import { formatDateTime, plural } from "./format";

type QuestionGroup = inferRouterOutputs<AppRouter>["admin"]["questions"]["list"]["groups"][number];

const reasonLabel = (reason: string) => UNANSWERED_REASON_LABELS[reason as UnansweredReason] ?? reason;

/** Questions Dove could not answer, one card per group of similar wording, each ask linked to its transcript. */
export function QuestionGroups({ groups }: { groups: readonly QuestionGroup[] }) {
  return (
    <ol className="grid gap-4" aria-label="Questions by how often they were asked">
      {groups.map((group) => (
        <li
          key={group.asks[0]?.messageId ?? group.question}
          className="rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
            <h2 className="min-w-0 text-lg font-bold break-words text-brand-900">“{group.question}”</h2>
            <p className="shrink-0 text-sm font-semibold text-slate-800" data-testid="question-count">
              Asked {plural(group.count, "time")}
            </p>
          </div>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Why Dove did not answer">
            {Object.entries(group.reasons).map(([reason, count]) => (
              <li key={reason}>
                <Badge tone={reason === "fallback" ? "unread" : "info"}>
                  {reasonLabel(reason)}: {count}
                </Badge>
              </li>
            ))}
          </ul>
          <ul className="mt-3 grid gap-1 text-sm">
            {group.asks.map((ask) => (
              <li key={ask.messageId}>
                <Link
                  to="/admin/chats/$id"
                  params={{ id: ask.conversationId }}
                  hash={`message-${ask.messageId}`}
                  className="font-semibold text-brand-700 underline underline-offset-2 break-words hover:text-brand-900"
                >
                  <time dateTime={ask.askedAt}>{formatDateTime(ask.askedAt)}</time>: “{ask.question}”
                </Link>
              </li>
            ))}
          </ul>
          {group.count > group.asks.length ? (
            <p className="mt-2 text-xs text-slate-600">
              The {group.asks.length} newest of {group.count} are linked.
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
