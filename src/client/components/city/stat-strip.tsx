import type { LucideIcon } from "lucide-react";
import { cn } from "#client/lib/cn";

export interface Stat {
  icon: LucideIcon;
  value: string;
  label: string;
}

const COLUMNS: Record<number, string> = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3" };

/** Big figures with a caption (population, rating, families served, coverage facts). */
export function StatStrip({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <ul className={cn("grid gap-4", COLUMNS[stats.length], className)}>
      {stats.map(({ icon: Icon, value, label }) => (
        <li key={label} className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Icon aria-hidden className="size-6" />
          </span>
          <p>
            <span className="block text-2xl font-extrabold text-brand-900">{value}</span>
            <span className="block text-sm font-medium text-slate-600">{label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
