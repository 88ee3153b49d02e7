import { Search } from "lucide-react";
import { cn } from "#client/lib/cn";
import type { PostFilter } from "./filter-posts";

interface BlogFiltersProps {
  filter: PostFilter;
  tags: readonly string[];
  onChange: (filter: PostFilter) => void;
}

function TopicButton({ label, pressed, onClick }: { label: string; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors md:px-4 md:py-2",
        pressed
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700",
      )}
    >
      {label}
    </button>
  );
}

/** Search box and topic toggles; both apply together. */
export function BlogFilters({ filter, tags, onChange }: BlogFiltersProps) {
  return (
    <div className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="blog-search" className="text-sm font-semibold text-brand-900">
          Search articles
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="blog-search"
            type="search"
            value={filter.search}
            onChange={(event) => onChange({ ...filter, search: event.target.value })}
            placeholder="Dust, pets, move-out…"
            className="w-full rounded-lg border border-slate-300 py-3 pl-10 pr-4 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600"
          />
        </div>
      </form>
      <div role="group" aria-label="Filter by topic" className="flex flex-wrap gap-2">
        <TopicButton
          label="All Topics"
          pressed={filter.tag === null}
          onClick={() => onChange({ ...filter, tag: null })}
        />
        {tags.map((tag) => (
          <TopicButton
            key={tag}
            label={tag}
            pressed={filter.tag === tag}
            onClick={() => onChange({ ...filter, tag: filter.tag === tag ? null : tag })}
          />
        ))}
      </div>
    </div>
  );
}
