import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button";
import type { ChatsSearch } from "./admin-search";

const fieldClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-500";

/** Conversations by day range (Colorado days) and by whether they mention a price or a booking. */
export function ChatFilters({ search, onChange }: { search: ChatsSearch; onChange: (next: ChatsSearch) => void }) {
  const [from, setFrom] = useState(search.from ?? "");
  const [to, setTo] = useState(search.to ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...search, from: from || undefined, to: to || undefined, page: undefined });
  }

  return (
    <form onSubmit={submit} aria-label="Filter conversations" className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <label htmlFor="admin-chats-from" className="text-sm font-semibold text-slate-800">
          From
        </label>
        <input
          id="admin-chats-from"
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className={fieldClass}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="admin-chats-to" className="text-sm font-semibold text-slate-800">
          To
        </label>
        <input
          id="admin-chats-to"
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className={fieldClass}
        />
      </div>
      <Button type="submit" size="sm">
        Apply dates
      </Button>
      <label className="inline-flex items-center gap-2 py-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={search.priceOrBooking ?? false}
          onChange={(event) =>
            onChange({ ...search, priceOrBooking: event.target.checked || undefined, page: undefined })
          }
          className="size-4 accent-brand-700"
        />
        Mentions a price or booking
      </label>
      <p className="w-full text-xs text-slate-600">Days run midnight to midnight, Colorado time.</p>
    </form>
  );
}
