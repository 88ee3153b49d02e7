import type { ReactNode } from "react";
import { cn } from "#client/lib/cn";

const TONES = {
  unread: "bg-accent-400 text-brand-900",
  handled: "bg-emerald-100 text-emerald-900",
  spam: "bg-red-100 text-red-900",
  info: "bg-brand-50 text-brand-900",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[tone])}>
      {children}
    </span>
  );
}
