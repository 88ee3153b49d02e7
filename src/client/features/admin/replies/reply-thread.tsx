import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import type { inferRouterOutputs } from "@trpc/server";
import { formatBookingTime } from "#shared/booking/time-label";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import type { AppRouter } from "#server/routers/app-router";
import { Badge } from "../badge";
import { plural, problemOf } from "../format";

export type ReplyData = inferRouterOutputs<AppRouter>["admin"]["contacts"]["get"]["replies"][number];
type ReplyStatus = ReplyData["status"];
export type ReplyTarget = { kind: "contact" | "chat"; id: string };

/** While a reply is on its way, its state is asked for this often. */
const POLL_MS = 2_000;

const STATUS_BADGES: Record<ReplyStatus, { label: string; tone: "handled" | "info" | "spam" | "unread" }> = {
  sent: { label: "Sent", tone: "handled" },
  queued: { label: "Sending", tone: "info" },
  failed: { label: "Failed", tone: "spam" },
  held: { label: "Held", tone: "unread" },
};

/** What happened to a reply's email, in the owner's words (times on the business's clock). */
function describe({ status, attempts, lastError, nextAttemptAt, sentAt }: ReplyData): string | null {
  switch (status) {
    case "sent":
      return sentAt
        ? `Sent ${formatBookingTime(sentAt)}${attempts > 1 ? ` (after ${plural(attempts, "attempt")})` : ""}.`
        : null;
    case "queued":
      return attempts > 0 && nextAttemptAt
        ? `Not delivered yet (${lastError ?? "error"}); trying again ${formatBookingTime(nextAttemptAt)}.`
        : "Being sent now.";
    case "failed":
      return lastError === "off"
        ? "Not sent: email is not set up on this site. The README's Email section says how to set it up."
        : `Not delivered after ${plural(attempts, "attempt")} over 24 hours (${lastError ?? "error"}).`;
    case "held":
      return "Held: this address has had the day's allowance of emails from the site. Try again tomorrow.";
  }
}

/** The owner's replies to one message or conversation, oldest first; a failed or held one can be sent again. */
export function ReplyThread({
  target,
  replies,
  queryKey,
}: {
  target: ReplyTarget;
  replies: readonly ReplyData[];
  /** The page's query, refreshed once a reply is sent again. */
  queryKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const onTheirWay = replies.some((reply) => reply.status === "queued");
  const statuses = useQuery({
    ...trpc.admin.replies.statuses.queryOptions(target),
    enabled: onTheirWay,
    refetchInterval: (query) =>
      query.state.data?.some((reply) => reply.status === "queued") === false ? false : POLL_MS,
  });
  const retry = useMutation(
    trpc.admin.replies.retry.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    }),
  );
  if (replies.length === 0) return null;
  const latest = new Map(statuses.data?.map((status) => [status.id, status]));

  return (
    <ol aria-label="Replies" className="grid gap-3">
      {replies.map((stored) => {
        // A polled state newer than the page's copy wins (a retried reply starts from the page's).
        const polled = latest.get(stored.id);
        const reply = polled && onTheirWay ? { ...stored, ...polled } : stored;
        const badge = STATUS_BADGES[reply.status];
        const canRetry = reply.status === "failed" || reply.status === "held";
        return (
          <li
            key={reply.id}
            className={`rounded-2xl border p-4 text-sm ${reply.status === "failed" ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}
          >
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
              <span className="font-semibold text-slate-900">{reply.author ?? "An owner"}</span>
              <span>
                to <span className="break-all">{reply.toEmail}</span>
              </span>
              <time dateTime={reply.createdAt}>{formatBookingTime(reply.createdAt)}</time>
              <Badge tone={badge.tone}>{badge.label}</Badge>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-base text-slate-900">{reply.body}</p>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <p className="text-slate-700">{describe(reply)}</p>
              {canRetry ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={retry.isPending}
                  onClick={() => retry.mutate({ id: reply.id })}
                >
                  <RotateCcw aria-hidden className="size-4" /> Try again
                </Button>
              ) : null}
            </div>
            {retry.isError && retry.variables.id === reply.id ? (
              <p role="alert" className="mt-2 font-medium text-red-800">
                {problemOf(retry.error)}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
