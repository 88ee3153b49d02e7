import { cn } from "#client/lib/cn";

const STATUS = {
  confirmed: { label: "Confirmed", tone: "bg-brand-100 text-brand-900" },
  cancelled: { label: "Cancelled", tone: "bg-slate-200 text-slate-800" },
  done: { label: "Done", tone: "bg-emerald-100 text-emerald-900" },
  no_show: { label: "No-show", tone: "bg-red-100 text-red-900" },
} as const;

export function BookingStatusBadge({ status }: { status: string }) {
  const known = STATUS[status as keyof typeof STATUS] ?? { label: status, tone: "bg-slate-100 text-slate-800" };
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", known.tone)}>
      {known.label}
    </span>
  );
}
