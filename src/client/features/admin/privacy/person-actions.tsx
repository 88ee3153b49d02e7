import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ClipboardPlus, Download, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_LABELS, type PrivacyRequestKind } from "#shared/privacy/request-kinds";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { formatDay, plural, problemOf, today } from "../format";
import { downloadJson } from "./download-json";
import type { PersonLookupResult } from "./person-data";

const fieldClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-500";

function Problem({ error }: { error: { message: string; data?: unknown } | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {problemOf(error)}
    </p>
  );
}

/** Recording a request, the JSON copy, and deleting everything (after a confirmation). */
export function PersonActions({
  identifier,
  lookup,
  onChanged,
}: {
  identifier: string;
  lookup: PersonLookupResult;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<PrivacyRequestKind>("access");
  const [receivedOn, setReceivedOn] = useState(today);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState("");
  const refresh = async (message: string) => {
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: trpc.admin.privacy.requests.pathKey() });
    onChanged();
  };

  const record = useMutation(
    trpc.admin.privacy.requests.record.mutationOptions({
      onSuccess: (request) =>
        refresh(`Recorded: ${PRIVACY_REQUEST_LABELS[request.kind]}, due ${formatDay(request.dueOn)}.`),
    }),
  );
  const exportJson = useMutation(
    trpc.admin.privacy.export.mutationOptions({
      onSuccess: (document) => {
        downloadJson(document, `personal-data-${today()}.json`);
        return refresh(
          "The JSON file is downloading. Send it to the visitor; their access or portability request is marked done.",
        );
      },
    }),
  );
  const erase = useMutation(
    trpc.admin.privacy.delete.mutationOptions({
      onSuccess: (deleted) => {
        setConfirming(false);
        return refresh(
          `Deleted ${plural(deleted.contactMessages, "contact message")}, ${plural(deleted.chatConversations, "chat")} (${plural(deleted.chatMessages, "message")}), ${plural(deleted.bookings, "booking")} and ${plural(deleted.estimates, "estimate")}. The deletion request is marked done.`,
        );
      },
    }),
  );
  const { contactMessages, chatConversations, estimates, bookings } = lookup.data;

  function submitRequest(event: FormEvent) {
    event.preventDefault();
    record.mutate({ identifier, kind, receivedOn });
  }

  return (
    <section aria-label="Answer a request" className="grid gap-4">
      <form onSubmit={submitRequest} aria-label="Record a request" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="privacy-request-kind" className="text-sm font-semibold text-slate-800">
            Kind of request
          </label>
          <select
            id="privacy-request-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as PrivacyRequestKind)}
            className={fieldClass}
          >
            {PRIVACY_REQUEST_KINDS.map((value) => (
              <option key={value} value={value}>
                {PRIVACY_REQUEST_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor="privacy-request-received" className="text-sm font-semibold text-slate-800">
            Received on
          </label>
          <input
            id="privacy-request-received"
            type="date"
            required
            max={today()}
            value={receivedOn}
            onChange={(event) => setReceivedOn(event.target.value)}
            className={fieldClass}
          />
        </div>
        <Button type="submit" size="sm" variant="outline" disabled={record.isPending}>
          <ClipboardPlus aria-hidden className="size-4" /> Record request
        </Button>
        <Problem error={record.error} />
      </form>
      <div className="flex flex-wrap gap-3">
        <Button size="sm" disabled={exportJson.isPending} onClick={() => exportJson.mutate({ identifier })}>
          <Download aria-hidden className="size-4" /> Download JSON
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="border-red-700 text-red-800 hover:bg-red-50"
          disabled={confirming}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden className="size-4" /> Delete everything…
        </Button>
        <Problem error={exportJson.error} />
      </div>
      {confirming ? (
        <div
          role="group"
          aria-labelledby="privacy-delete-question"
          className="grid gap-3 rounded-2xl border-2 border-red-700 bg-white p-4"
        >
          <p id="privacy-delete-question" className="font-semibold text-red-900">
            Delete {plural(contactMessages.length, "contact message")}, {plural(chatConversations.length, "chat")},{" "}
            {plural(bookings.length, "booking")} and {plural(estimates.length, "estimate")} stored about{" "}
            <span className="break-all">{lookup.about}</span>? This cannot be undone.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              size="sm"
              className="bg-red-700 hover:bg-red-900"
              disabled={erase.isPending}
              onClick={() => erase.mutate({ identifier, confirm: true })}
            >
              <Trash2 aria-hidden className="size-4" /> Yes, delete everything
            </Button>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the confirmation opens with focus on the harmless choice */}
            <Button size="sm" variant="outline" autoFocus onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
          <Problem error={erase.error} />
        </div>
      ) : null}
      {notice ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          {notice}
        </p>
      ) : null}
    </section>
  );
}
