import { AlertTriangle, CheckCircle2, CircleSlash } from "lucide-react";
import type { ReactNode } from "react";
import type { HealthState } from "#shared/health/health-checks";
import { cn } from "#client/lib/cn";

const STATES = {
  ok: { label: "Working", icon: CheckCircle2, badge: "bg-emerald-100 text-emerald-900", border: "border-slate-200" },
  attention: {
    label: "Needs attention",
    icon: AlertTriangle,
    badge: "bg-red-100 text-red-900",
    border: "border-red-300",
  },
  off: { label: "Off", icon: CircleSlash, badge: "bg-amber-100 text-amber-950", border: "border-amber-300" },
} as const;

interface HealthCardProps {
  title: string;
  /** Unset: a figure to know, with nothing to judge (the database's size, the version). */
  state?: HealthState;
  children: ReactNode;
  /** What to do now, in a sentence or two; unset when nothing is needed. */
  nextStep?: ReactNode;
}

/** One item of the health page: its heading and state, its figures, and the next step. */
export function HealthCard({ title, state, children, nextStep }: HealthCardProps) {
  const shown = state ? STATES[state] : null;
  return (
    <section
      aria-labelledby={`health-${title}`}
      className={cn("rounded-2xl border bg-white p-4 shadow-sm md:p-5", shown?.border ?? "border-slate-200")}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`health-${title}`} className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        {shown ? (
          <span
            className={cn(
              "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold",
              shown.badge,
            )}
          >
            <shown.icon aria-hidden className="size-4" /> {shown.label}
          </span>
        ) : null}
      </div>
      <div className="mt-2 space-y-1 text-slate-800">{children}</div>
      {nextStep ? (
        <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-800">
          <span className="font-semibold">Next step: </span>
          {nextStep}
        </p>
      ) : null}
    </section>
  );
}

/** A command the owner types on the server, or a folder: never wider than the card. */
export function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-slate-100 px-1 py-0.5 text-sm [overflow-wrap:anywhere]">{children}</code>;
}
