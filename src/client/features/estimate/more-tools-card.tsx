import { Link } from "@tanstack/react-router";
import { ArrowRight, CalendarRange, ClipboardCheck, Scale, type LucideIcon } from "lucide-react";
import { Card } from "#client/components/ui/card";

const TOOLS: readonly {
  to: "/resources/frequency-planner" | "/resources/walkthrough-checklist" | "/resources/deep-clean-vs-standard";
  label: string;
  icon: LucideIcon;
}[] = [
  { to: "/resources/frequency-planner", label: "Cleaning frequency planner", icon: CalendarRange },
  { to: "/resources/walkthrough-checklist", label: "Walkthrough checklist", icon: ClipboardCheck },
  { to: "/resources/deep-clean-vs-standard", label: "Deep clean vs. standard clean", icon: Scale },
];

/** Links to the other resources, beside the calculator's hero. */
export function MoreToolsCard() {
  return (
    <Card>
      <h2 className="text-lg font-bold text-brand-900">More free tools</h2>
      <ul className="mt-3 grid gap-1">
        {TOOLS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-lg px-2 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Icon aria-hidden className="size-5 shrink-0 text-brand-600" />
              <span className="flex-1">{label}</span>
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
