import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { Button } from "#client/components/ui/button";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";
import { trpc } from "#client/lib/trpc";
import { formatDateTime, plural } from "./format";

export type NotificationData = NonNullable<inferRouterOutputs<AppRouter>["admin"]["contacts"]["get"]["notification"]>;

function describe(notification: NotificationData): string {
  const { status, attempts, error, nextAttemptAt, sentAt } = notification;
  switch (status) {
    case "queued":
      return "Being emailed to you now.";
    case "retrying":
      return `Not delivered yet (${error ?? "error"}, ${plural(attempts, "attempt")}); next try ${nextAttemptAt ? formatDateTime(nextAttemptAt) : "soon"}.`;
    case "sent":
      return `Emailed to you ${sentAt ? formatDateTime(sentAt) : ""}${attempts > 1 ? ` (after ${plural(attempts, "attempt")})` : ""}.`;
    case "failed":
      return `The email about this message failed for good after ${plural(attempts, "attempt")} over 24 hours (${error ?? "error"}).`;
    case "off":
      return "Not emailed: email was not set up when it arrived, so nobody was told. The README's Email section says how to set it up.";
    case "untracked":
      return "Received before email delivery was tracked.";
  }
}

/** Whether the owner was emailed about a message; a failed (or skipped) email can be sent again. */
export function NotificationStatus({ contactId, notification }: { contactId: string; notification: NotificationData }) {
  const queryClient = useQueryClient();
  const resend = useMutation(
    trpc.admin.contacts.resendNotification.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.contacts.get.queryKey({ id: contactId }) }),
    }),
  );
  const canResend = notification.status === "failed" || notification.status === "off";
  return (
    <section
      aria-label="Email to you"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-2xl border p-4 text-sm ${notification.status === "failed" ? "border-red-300 bg-red-50 text-red-900" : "border-slate-200 bg-white text-slate-800"}`}
    >
      <p>
        <span className="font-semibold">Email to you: </span>
        {describe(notification)}
      </p>
      {canResend ? (
        <Button
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ id: contactId })}
        >
          <Send aria-hidden className="size-4" /> Send again
        </Button>
      ) : null}
      {resend.isError ? (
        <p role="alert" className="w-full font-medium text-red-800">
          {resend.error.message}
        </p>
      ) : null}
    </section>
  );
}
