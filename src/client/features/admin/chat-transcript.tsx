import { Link } from "@tanstack/react-router";
import { CalendarCheck } from "lucide-react";
import { formatBookingTime } from "#shared/booking/time-label";
import { UNANSWERED_REASON_LABELS, type UnansweredReason } from "#shared/dove/unanswered";
import { cn } from "#client/lib/cn";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";
import { Badge } from "./badge";
import { EstimateCard } from "./estimate-card";
import { formatDateTime, formatTime } from "./format";
import { OwnerReplies } from "./replies/owner-replies";
import { trpc } from "#client/lib/trpc";

export type TranscriptData = inferRouterOutputs<AppRouter>["admin"]["chats"]["get"];

/** A whole conversation: each turn with its time, and for Dove's replies the provider that answered. */
export function ChatTranscript({ transcript }: { transcript: TranscriptData }) {
  return (
    <article aria-labelledby="transcript-heading" className="grid gap-6">
      <header>
        <h1 id="transcript-heading" className="text-3xl font-extrabold text-brand-900">
          Chat transcript
        </h1>
        <p className="mt-1 text-slate-700">
          Started <time dateTime={transcript.createdAt}>{formatDateTime(transcript.createdAt)}</time> ·{" "}
          {transcript.messages.length} messages
        </p>
        {transcript.callBack || transcript.replies.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {transcript.callBack ? <Badge tone="unread">Call back</Badge> : null}
            {transcript.replies.length > 0 ? <Badge tone="handled">Answered</Badge> : null}
          </div>
        ) : null}
      </header>
      <ol className="grid gap-3" aria-label="Messages">
        {transcript.messages.map((message) => {
          const visitor = message.role === "user";
          return (
            <li
              key={message.id}
              id={`message-${message.id}`}
              className={cn(
                "max-w-[90%] rounded-2xl border p-4 md:max-w-[75%]",
                visitor
                  ? "justify-self-end border-brand-100 bg-brand-50"
                  : "justify-self-start border-slate-200 bg-white",
              )}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
                <span className="font-bold text-slate-900">{visitor ? "Visitor" : "Dove"}</span>
                <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
                {visitor ? null : (
                  <span data-testid="reply-provider">
                    via {message.provider ?? "unknown"}
                    {message.latencyMs !== null ? `, ${message.latencyMs} ms` : ""}
                  </span>
                )}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{message.content}</p>
              {message.unansweredReason ? (
                <p className="mt-2">
                  <Badge tone="unread">
                    Not answered:{" "}
                    {UNANSWERED_REASON_LABELS[message.unansweredReason as UnansweredReason] ?? message.unansweredReason}
                  </Badge>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {transcript.bookings.map((booking) => (
        <p key={booking.id} className="rounded-2xl border border-brand-100 bg-brand-50 p-5 text-slate-900">
          <CalendarCheck aria-hidden className="mr-2 inline size-5 text-brand-700" />
          Booked in this chat: walkthrough{" "}
          <Link
            to="/admin/bookings/$id"
            params={{ id: booking.id }}
            className="font-mono font-semibold text-brand-700 underline"
          >
            {booking.reference}
          </Link>
          , {formatBookingTime(booking.startsAt)} ({booking.status.replace("_", "-")})
        </p>
      ))}
      {transcript.estimates.map((estimate) => (
        <EstimateCard key={estimate.reference} estimate={estimate} />
      ))}
      <OwnerReplies
        target={{ kind: "chat", id: transcript.id }}
        toEmail={transcript.visitorEmail}
        replies={transcript.replies}
        queryKey={trpc.admin.chats.pathKey()}
      />
    </article>
  );
}
