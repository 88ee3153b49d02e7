import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, RotateCcw } from "lucide-react";
import { Button } from "#client/components/ui/button";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";
import { trpc } from "#client/lib/trpc";
import { Badge } from "./badge";
import { EstimateCard } from "./estimate-card";
import { formatDateTime } from "./format";
import { NotificationStatus } from "./notification-status";
import { OwnerReplies } from "./replies/owner-replies";

export type ContactDetailData = inferRouterOutputs<AppRouter>["admin"]["contacts"]["get"];

/** One contact message: the sender's details, the whole text, its estimate, and the handled switch. */
export function ContactDetail({ contact }: { contact: ContactDetailData }) {
  const queryClient = useQueryClient();
  const setHandled = useMutation(
    trpc.admin.contacts.setHandled.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.contacts.pathKey() }),
    }),
  );
  const handled = contact.handledAt !== null;

  return (
    <article aria-labelledby="contact-heading" className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="contact-heading" className="text-3xl font-extrabold text-brand-900 break-words">
            {contact.name}
          </h1>
          <p className="mt-1 text-slate-700">
            {contact.subject ?? "No subject"} · received{" "}
            <time dateTime={contact.createdAt}>{formatDateTime(contact.createdAt)}</time>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {handled ? (
              <Badge tone="handled">Handled {formatDateTime(contact.handledAt ?? "")}</Badge>
            ) : (
              <Badge tone="unread">Unread</Badge>
            )}
            {contact.replies.length > 0 ? <Badge tone="handled">Answered</Badge> : null}
            {contact.isSpam ? <Badge tone="spam">Spam ({contact.spamReason ?? "flagged"})</Badge> : null}
          </div>
        </div>
        <Button
          variant={handled ? "outline" : "primary"}
          disabled={setHandled.isPending}
          onClick={() => setHandled.mutate({ id: contact.id, handled: !handled })}
        >
          {handled ? <RotateCcw aria-hidden className="size-4" /> : <Check aria-hidden className="size-4" />}
          {handled ? "Mark unhandled" : "Mark handled"}
        </Button>
      </header>
      {setHandled.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {setHandled.error.message}
        </p>
      ) : null}
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Email</dt>
        <dd className="break-all">
          <a href={`mailto:${contact.email}`} className="font-semibold text-brand-700 underline">
            {contact.email}
          </a>
        </dd>
        <dt className="text-slate-600">Phone</dt>
        <dd>
          {contact.phone ? (
            <a href={`tel:${contact.phone}`} className="font-semibold text-brand-700 underline">
              {contact.phone}
            </a>
          ) : (
            "Not given"
          )}
        </dd>
        <dt className="text-slate-600">Address</dt>
        <dd className="break-words">{contact.address ?? "Not given"}</dd>
      </dl>
      {contact.notification ? <NotificationStatus contactId={contact.id} notification={contact.notification} /> : null}
      <section aria-label="Message" className="rounded-2xl border border-slate-200 bg-white p-5">
        <p className="whitespace-pre-wrap break-words text-slate-900">{contact.message}</p>
      </section>
      {contact.estimate ? <EstimateCard estimate={contact.estimate} /> : null}
      <OwnerReplies
        target={{ kind: "contact", id: contact.id }}
        toEmail={contact.email}
        replies={contact.replies}
        queryKey={trpc.admin.contacts.pathKey()}
      />
    </article>
  );
}
