import type { LucideIcon } from "lucide-react";
import { cn } from "#client/lib/cn";

export interface Badge {
  icon: LucideIcon;
  label: string;
}

/** A row of pill badges (rating, insurance, families served), styled like the site's trust badges. */
export function BadgeRow({ badges, className }: { badges: readonly Badge[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-3", className)}>
      {badges.map(({ icon: Icon, label }) => (
        <li
          key={label}
          className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-sm"
        >
          <Icon aria-hidden className="size-4 text-accent-500" />
          {label}
        </li>
      ))}
    </ul>
  );
}
