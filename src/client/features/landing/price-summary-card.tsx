import { BadgeDollarSign } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card";
import { CheckList } from "#client/components/page/check-list";

interface PriceSummaryCardProps {
  title: string;
  price: string;
  priceNote?: string;
  summary?: string;
  details?: readonly string[];
  actions?: ReactNode;
  headingLevel?: "h2" | "h3";
}

/** A price headline with its explanation, for pages priced by the hour or "from" a figure. */
export function PriceSummaryCard({
  title,
  price,
  priceNote,
  summary,
  details,
  actions,
  headingLevel = "h2",
}: PriceSummaryCardProps) {
  const Heading = headingLevel;
  return (
    <Card tone="brand" className="h-full">
      <Heading className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <BadgeDollarSign aria-hidden className="size-5 text-accent-500" /> {title}
      </Heading>
      <p className="mt-3 text-4xl font-extrabold tracking-tight text-brand-700">{price}</p>
      {priceNote ? <p className="mt-1 font-semibold text-slate-700">{priceNote}</p> : null}
      {summary ? <p className="mt-4 text-slate-700">{summary}</p> : null}
      {details?.length ? <CheckList items={details} className="mt-5" /> : null}
      {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
    </Card>
  );
}
