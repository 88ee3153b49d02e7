import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { CalendarPlus, Check } from "lucide-react";
import { daysUntil, PRIVACY_REQUEST_LABELS, requestReference } from "#shared/privacy/request-kinds";
import type { AppRouter } from "#server/routers/app-router";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { Badge } from "../badge";
import { formatDateTime, formatDay, plural, problemOf, today } from "../format";

export type PrivacyRequestItem = inferRouterOutputs<AppRouter>["admin"]["privacy"]["requests"]["open"][number];

function Deadline({ dueOn }: { dueOn: string }) {
  const days = daysUntil(dueOn, today());
  if (days < 0) return <Badge tone="spam">Overdue by {plural(-days, "day")}</Badge>;
  return <Badge tone={days <= 7 ? "unread" : "info"}>{days === 0 ? "Due today" : `${plural(days, "day")} left`}</Badge>;
}

/** One request: kind, reference, dates, and while open its deadline with extend and done buttons. */
export function RequestItem({ request, onChanged }: { request: PrivacyRequestItem; onChanged?: () => void }) {
  const queryClient = useQueryClient();
  const options = {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: trpc.admin.privacy.requests.pathKey() });
      onChanged?.();
    },
  };
  const extend = useMutation(trpc.admin.privacy.requests.extend.mutationOptions(options));
  const complete = useMutation(trpc.admin.privacy.requests.complete.mutationOptions(options));
  const busy = extend.isPending || complete.isPending;
  const failure = extend.error ?? complete.error;
  const open = request.doneAt === null;

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 md:px-6">
      <div className="grid gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-900">
          {PRIVACY_REQUEST_LABELS[request.kind]}
          <span className="font-mono text-sm text-slate-600">{requestReference(request.id)}</span>
          {open ? <Deadline dueOn={request.dueOn} /> : <Badge tone="handled">Done</Badge>}
        </p>
        <p className="text-sm text-slate-700">
          By {request.identifierKind} · received {formatDay(request.receivedOn)} · due {formatDay(request.dueOn)}
          {request.extended ? " (extended)" : ""}
          {request.doneAt ? ` · done ${formatDateTime(request.doneAt)}` : ""}
        </p>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {problemOf(failure)}
          </p>
        ) : null}
      </div>
      {open ? (
        <div className="flex flex-wrap gap-2">
          {request.extended ? null : (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => extend.mutate({ id: request.id })}>
              <CalendarPlus aria-hidden className="size-4" /> Extend
            </Button>
          )}
          <Button size="sm" disabled={busy} onClick={() => complete.mutate({ id: request.id })}>
            <Check aria-hidden className="size-4" /> Mark done
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** A list of requests in the inbox's list style. */
export function RequestList({
  requests,
  label,
  onChanged,
}: {
  requests: readonly PrivacyRequestItem[];
  label: string;
  onChanged?: () => void;
}) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} onChanged={onChanged} />
      ))}
    </ul>
  );
}
