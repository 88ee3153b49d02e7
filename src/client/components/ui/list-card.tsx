import type { LucideIcon } from "lucide-react";
import { CheckList } from "../page/check-list";
import { Card } from "./card";

interface ListCardProps {
  title: string;
  icon: LucideIcon;
  items: readonly string[];
  padding?: "normal" | "roomy";
}

/** A titled card holding a check list (a room's tasks, a move-out list, a town's specialties). */
export function ListCard({ title, icon: Icon, items, padding }: ListCardProps) {
  return (
    <Card padding={padding} className="h-full">
      <h3 className="flex items-center gap-3 text-xl font-bold text-brand-900">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
        {title}
      </h3>
      <CheckList items={items} className="mt-5" />
    </Card>
  );
}
