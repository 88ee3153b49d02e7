import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { CORRECTABLE_FIELD_LABELS, CORRECTABLE_FIELDS, type CorrectableField } from "#shared/privacy/correction";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { Badge } from "../badge";
import { formatDateTime, problemOf } from "../format";
import type { PersonLookupResult } from "./person-data";

type StoredMessageData = PersonLookupResult["data"]["contactMessages"][number];

const fieldClass =
  "min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-500";

/** Corrects one field of the message (the visitor's right to correction). */
function CorrectionForm({
  identifier,
  message,
  onCorrected,
}: {
  identifier: string;
  message: StoredMessageData;
  onCorrected: () => void;
}) {
  const [field, setField] = useState<CorrectableField>("name");
  const [value, setValue] = useState(message.name);
  const correct = useMutation(trpc.admin.privacy.correct.mutationOptions({ onSuccess: onCorrected }));
  const idFor = (part: string) => `correct-${part}-${message.id}`;

  function choose(next: CorrectableField) {
    setField(next);
    setValue(message[next] ?? "");
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    correct.mutate({ identifier, contactId: message.id, correction: { field, value } });
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Correct a field"
      className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3"
    >
      <div className="grid gap-1">
        <label htmlFor={idFor("field")} className="text-sm font-semibold text-slate-800">
          Field
        </label>
        <select
          id={idFor("field")}
          value={field}
          onChange={(event) => choose(event.target.value as CorrectableField)}
          className={fieldClass}
        >
          {CORRECTABLE_FIELDS.map((name) => (
            <option key={name} value={name}>
              {CORRECTABLE_FIELD_LABELS[name]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <label htmlFor={idFor("value")} className="text-sm font-semibold text-slate-800">
          Correct value
        </label>
        <input
          id={idFor("value")}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={fieldClass}
        />
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={correct.isPending}>
        <Pencil aria-hidden className="size-4" /> Save correction
      </Button>
      {correct.isError ? (
        <p role="alert" className="w-full text-sm font-medium text-red-800">
          {problemOf(correct.error)}
        </p>
      ) : null}
    </form>
  );
}

/** A contact message whole, why it matched, and the correction form. */
export function StoredMessage({
  identifier,
  message,
  onCorrected,
}: {
  identifier: string;
  message: StoredMessageData;
  onCorrected: () => void;
}) {
  return (
    <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          to="/admin/contacts/$id"
          params={{ id: message.id }}
          className="font-semibold text-brand-700 underline break-words"
        >
          {message.subject ?? "No subject"}
        </Link>
        <p className="text-sm text-slate-600">
          <time dateTime={message.receivedAt}>{formatDateTime(message.receivedAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={message.matchedBy === "field" ? "info" : "unread"}>
          {message.matchedBy === "field" ? "Sent by this address" : "Mentions this address"}
        </Badge>
        {message.isSpam ? <Badge tone="spam">Spam</Badge> : null}
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {CORRECTABLE_FIELDS.map((field) => (
          <div key={field} className="contents">
            <dt className="text-slate-600">{CORRECTABLE_FIELD_LABELS[field]}</dt>
            <dd className="break-all text-slate-900">{message[field] ?? "Not given"}</dd>
          </div>
        ))}
      </dl>
      <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{message.message}</p>
      <CorrectionForm identifier={identifier} message={message} onCorrected={onCorrected} />
    </div>
  );
}
