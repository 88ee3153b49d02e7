import { ADD_ON_KEYS } from "#shared/catalog/add-ons";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { dollarAmount, formatDollars } from "#shared/pricing/format";
import { useSiteFacts } from "#client/lib/site-facts";

interface PriceRow {
  name: string;
  price: string;
  note?: string;
}

function priceRows({ addOns, pricingDetails, extraServices }: CoreSiteFacts): PriceRow[] {
  const { closetOrganization: closet, insideCabinets } = extraServices;
  return [
    ...ADD_ON_KEYS.map((key) => ({
      name: addOns[key].name,
      price: formatDollars(addOns[key].price),
      note: pricingDetails.addOnNotes[key],
    })),
    {
      name: closet.name,
      price: `${formatDollars(closet.hourlyRate)}/hour`,
      note: `${closet.minimumHours}-hour minimum`,
    },
    { name: insideCabinets.name, price: insideCabinets.priceLabel },
  ];
}

/** Every add-on and extra service with its price. */
export function AddOnPriceList() {
  const facts = useSiteFacts();
  const addOnsFrom = dollarAmount(facts.pricingDetails.addOnsFrom);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-slate-700">
        Add any of these to a visit, from <strong className="text-brand-900">${addOnsFrom}</strong>.
      </p>
      <ul className="mt-4 grid lg:grid-cols-2 lg:gap-x-12">
        {priceRows(facts).map((row) => (
          <li key={row.name} className="flex items-baseline justify-between gap-4 border-b border-slate-200 py-3">
            <span className="text-slate-800">
              {row.name}
              {row.note ? <span className="block text-sm text-slate-600">{row.note}</span> : null}
            </span>
            <span className="shrink-0 font-bold text-brand-900">{row.price}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
