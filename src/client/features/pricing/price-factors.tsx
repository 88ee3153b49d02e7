import { Bath, BedDouble, Gauge, type LucideIcon, PawPrint, Receipt } from "lucide-react";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { formatDollars } from "#shared/pricing/format";
import { useSiteFacts } from "#client/lib/site-facts";

interface Factor {
  icon: LucideIcon;
  title: string;
  amount: string;
  detail: string;
}

function factors(surcharges: CoreSiteFacts["surcharges"]): Factor[] {
  return [
    {
      icon: BedDouble,
      title: "Extra bedrooms",
      amount: `+${formatDollars(surcharges.extraBedroom)}`,
      detail: "per bedroom beyond the first",
    },
    {
      icon: Bath,
      title: "Extra bathrooms",
      amount: `+${formatDollars(surcharges.extraBathroom)}`,
      detail: "per bathroom beyond the first",
    },
    {
      icon: PawPrint,
      title: "Pets",
      amount: `+${formatDollars(surcharges.petFriendly)}`,
      detail: "for a pet-friendly clean: extra hair and dander removal",
    },
    {
      icon: Gauge,
      title: "Home condition",
      amount: `±${Math.round(surcharges.conditionAdjustment * 100)}%`,
      detail: "up or down, depending on how much build-up we find",
    },
    {
      icon: Receipt,
      title: "Minimum service",
      amount: formatDollars(surcharges.minimumService),
      detail: "the smallest visit we book",
    },
  ];
}

/** What moves a quote up or down, formatted from the published price factors. */
export function PriceFactors() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {factors(useSiteFacts().surcharges).map(({ icon: Icon, title, amount, detail }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <Icon aria-hidden className="size-7 text-brand-600" />
          <h3 className="mt-3 font-bold text-brand-900">{title}</h3>
          <p className="mt-1 text-2xl font-extrabold text-brand-700">{amount}</p>
          <p className="mt-1 text-sm text-slate-600">{detail}</p>
        </li>
      ))}
    </ul>
  );
}
