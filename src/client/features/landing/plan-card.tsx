import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card";
import { CheckList } from "#client/components/page/check-list";

interface PlanCardProps {
  title: string;
  price: string;
  /** A short line under the price, e.g. "Save 15% on every visit". */
  priceNote?: string;
  description: string;
  features?: readonly string[];
  mostPopular: boolean;
  actions: ReactNode;
}

/** A priced option (a service or a recurring plan); the most popular one is highlighted. */
export function PlanCard({ title, price, priceNote, description, features, mostPopular, actions }: PlanCardProps) {
  return (
    <Card tone={mostPopular ? "featured" : "plain"} className="relative flex h-full flex-col">
      {mostPopular ? (
        <p className="absolute -top-3.5 left-6 inline-flex items-center gap-1 rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-brand-900 shadow-sm">
          <Star aria-hidden className="size-4 fill-brand-900" /> Most Popular
        </p>
      ) : null}
      <h3 className="text-2xl font-bold text-brand-900">{title}</h3>
      <p className="mt-3 text-3xl font-extrabold text-brand-700">{price}</p>
      {priceNote ? <p className="mt-1 font-semibold text-emerald-800">{priceNote}</p> : null}
      <p className="mt-4 text-slate-700">{description}</p>
      {features?.length ? <CheckList items={features} className="mt-5" /> : null}
      <div className="mt-auto flex flex-wrap gap-3 pt-6">{actions}</div>
    </Card>
  );
}
