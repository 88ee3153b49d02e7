import { CircleCheck } from "lucide-react";
import { cn } from "#client/lib/cn";

interface CheckListProps {
  items: readonly string[];
  /** Two columns from the small breakpoint up. */
  columns?: 1 | 2;
  className?: string;
}

/** A list of concrete tasks or inclusions, each with a check mark. */
export function CheckList({ items, columns = 1, className }: CheckListProps) {
  return (
    <ul className={cn("grid gap-3", columns === 2 && "sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-slate-700">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
