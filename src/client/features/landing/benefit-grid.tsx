import { CalendarCheck, Handshake, PiggyBank, Sparkles, Users } from "lucide-react";

interface Benefit {
  title: string;
  description: string;
}

/** Decorative icons, in the order the benefits are listed. */
const ICONS = [Users, PiggyBank, Handshake, CalendarCheck, Sparkles] as const;

export function BenefitGrid({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {benefits.map((benefit, index) => {
        const Icon = ICONS[index % ICONS.length] ?? Sparkles;
        return (
          <li key={benefit.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-brand-900">{benefit.title}</h3>
            <p className="mt-2 text-slate-700">{benefit.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
