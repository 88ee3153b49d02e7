import { Link } from "@tanstack/react-router";
import { Clock, PawPrint, Ruler } from "lucide-react";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { SQFT_PER_HOURLY_BLOCK } from "#shared/pricing/compute-estimate";
import { formatDollars } from "#shared/pricing/format";
import { useSiteFacts } from "#client/lib/site-facts";

function steps({ sizeTiers, services, surcharges }: CoreSiteFacts) {
  const tierPrices = sizeTiers.map((tier) => tier.price);
  return [
    {
      icon: Ruler,
      title: "Standard cleans: priced by size",
      text: `A flat price from your home's size tier, from ${formatDollars(Math.min(...tierPrices))} up to ${formatDollars(Math.max(...tierPrices))} for the largest homes.`,
    },
    {
      icon: Clock,
      title: "Deep and move-out: priced by time",
      text: `At ${formatDollars(services.deep.hourlyRate ?? 0)} an hour per cleaner: one cleaner-hour for every ${SQFT_PER_HOURLY_BLOCK.deep} sq ft (rounded) plus one for a deep clean, or every ${SQFT_PER_HOURLY_BLOCK.moveout} sq ft for a move-in/out clean.`,
    },
    {
      icon: PawPrint,
      title: "Pets and add-ons",
      text: `A pet-friendly clean adds ${formatDollars(surcharges.petFriendly)}; add-ons are priced one by one. The range then allows for your home's condition.`,
    },
  ];
}

/** A plain-language account of the estimate formula, under the calculator. */
export function HowEstimatesWork() {
  return (
    <div>
      <ul className="grid gap-6 md:grid-cols-3">
        {steps(useSiteFacts()).map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
            <Icon aria-hidden className="size-7 text-brand-600" />
            <h3 className="mt-3 text-lg font-bold text-brand-900">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-slate-700">
        Want recurring discounts or the full price list?{" "}
        <Link to="/pricing" className="font-semibold text-brand-700 underline underline-offset-2">
          See all prices
        </Link>
        .
      </p>
    </div>
  );
}
