import type { ReactNode } from "react";
import type { QuickFact } from "#shared/content/service-pages";
import { Card } from "../ui/card";

interface FactsCardProps {
  title: string;
  facts: readonly QuickFact[];
  children?: ReactNode;
}

/** Label/value pairs at a glance (quick facts, prices, savings). */
export function FactsCard({ title, facts, children }: FactsCardProps) {
  return (
    <Card>
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      <dl className="mt-4 divide-y divide-slate-200">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="text-right font-semibold text-brand-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </Card>
  );
}
