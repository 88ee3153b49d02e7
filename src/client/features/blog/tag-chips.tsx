import { cn } from "#client/lib/cn";

/** A post's topics as small chips; `max` caps how many show (2 on featured cards). */
export function TagChips({ tags, max, className }: { tags: readonly string[]; max?: number; className?: string }) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Topics" className={cn("flex flex-wrap gap-2", className)}>
      {shown.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-100"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
