import { type FormEvent, useState } from "react";
import { AUDIT_ACTION_KEYS, AUDIT_ACTIONS } from "#shared/privacy/audit-actions";
import { Button } from "#client/components/ui/button";
import type { AuditSearch } from "../admin-search";

const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-500";
const labelClass = "text-sm font-semibold text-slate-800";

/** Audit entries by action, by who, by Colorado day range and by record id. */
export function AuditFilters({
  search,
  actors,
  onChange,
}: {
  search: AuditSearch;
  actors: readonly string[];
  onChange: (next: AuditSearch) => void;
}) {
  const [draft, setDraft] = useState(search);
  const set = (key: keyof AuditSearch) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value || undefined });

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...draft, record: draft.record?.trim() || undefined, page: undefined });
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Filter the audit trail"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="grid gap-1">
        <label htmlFor="audit-action" className={labelClass}>
          Action
        </label>
        <select id="audit-action" value={draft.action ?? ""} onChange={set("action")} className={fieldClass}>
          <option value="">All actions</option>
          {AUDIT_ACTION_KEYS.map((key) => (
            <option key={key} value={key}>
              {AUDIT_ACTIONS[key]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor="audit-actor" className={labelClass}>
          Who
        </label>
        <select id="audit-actor" value={draft.actor ?? ""} onChange={set("actor")} className={fieldClass}>
          <option value="">Everyone</option>
          {actors.map((actor) => (
            <option key={actor} value={actor}>
              {actor}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor="audit-from" className={labelClass}>
          From
        </label>
        <input id="audit-from" type="date" value={draft.from ?? ""} onChange={set("from")} className={fieldClass} />
      </div>
      <div className="grid gap-1">
        <label htmlFor="audit-to" className={labelClass}>
          To
        </label>
        <input id="audit-to" type="date" value={draft.to ?? ""} onChange={set("to")} className={fieldClass} />
      </div>
      <div className="grid gap-1">
        <label htmlFor="audit-record" className={labelClass}>
          Record id
        </label>
        <input
          id="audit-record"
          value={draft.record ?? ""}
          onChange={set("record")}
          placeholder="Message, chat or BB-…"
          className={fieldClass}
        />
      </div>
      <Button type="submit" size="sm">
        Apply
      </Button>
      <p className="text-xs text-slate-600 sm:col-span-2 lg:col-span-6">
        Days run midnight to midnight, Colorado time. Entries are kept for the privacy policy's period, then deleted.
      </p>
    </form>
  );
}
