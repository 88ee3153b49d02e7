import { Download, Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";
import { CONTACT_STATUSES, type ContactsSearch } from "./admin-search";

const STATUS_LABELS: Record<(typeof CONTACT_STATUSES)[number], string> = {
  all: "All",
  unread: "Unread",
  handled: "Handled",
  answered: "Answered",
  unanswered: "Not answered",
};

interface ContactFiltersProps {
  search: ContactsSearch;
  onChange: (next: ContactsSearch) => void;
}

/** The CSV download of what the filters select. */
function exportHref({ status, q, spam }: ContactsSearch): string {
  const params = new URLSearchParams();
  if (status && status !== "all") params.set("status", status);
  if (q) params.set("search", q);
  if (spam) params.set("includeSpam", "true");
  const query = params.toString();
  return `/api/admin/contacts.csv${query ? `?${query}` : ""}`;
}

/** Status tabs, search by name/email/text, the spam switch and the CSV export. */
export function ContactFilters({ search, onChange }: ContactFiltersProps) {
  const [text, setText] = useState(search.q ?? "");
  const status = search.status ?? "all";

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...search, q: text.trim() || undefined, page: undefined });
  }

  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Show messages" className="flex flex-wrap gap-2">
        {CONTACT_STATUSES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={status === value ? "primary" : "outline"}
            aria-pressed={status === value}
            onClick={() => onChange({ ...search, status: value === "all" ? undefined : value, page: undefined })}
          >
            {STATUS_LABELS[value]}
          </Button>
        ))}
      </div>
      <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="admin-contact-search" className="sr-only">
          Search name, email or message
        </label>
        <input
          id="admin-contact-search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search name, email or message"
          maxLength={200}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-500"
        />
        <Button type="submit" size="sm">
          <Search aria-hidden className="size-4" /> Search
        </Button>
      </form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={search.spam ?? false}
            onChange={(event) => onChange({ ...search, spam: event.target.checked || undefined, page: undefined })}
            className="size-4 accent-brand-700"
          />
          Show spam
        </label>
        <a href={exportHref(search)} download className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}>
          <Download aria-hidden className="size-4" /> Export CSV
        </a>
      </div>
    </div>
  );
}
