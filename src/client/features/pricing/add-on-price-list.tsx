import { ADD_ON_LIST, ADD_ONS_FROM_PRICE, EXTRA_SERVICES } from "#shared/catalog/add-ons";

interface PriceRow {
  name: string;
  price: string;
  note?: string;
}

const closet = EXTRA_SERVICES.closetOrganization;

const ROWS: readonly PriceRow[] = [
  ...ADD_ON_LIST.map((addOn) => ({ name: addOn.name, price: `$${addOn.price}`, note: addOn.alternatePriceLabel })),
  { name: closet.name, price: `$${closet.hourlyRate}/hour`, note: `${closet.minimumHours}-hour minimum` },
  { name: EXTRA_SERVICES.insideCabinets.name, price: EXTRA_SERVICES.insideCabinets.priceLabel },
];

/** Every add-on and extra service with its price. */
export function AddOnPriceList() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-slate-700">
        Add any of these to a visit, from <strong className="text-brand-900">${ADD_ONS_FROM_PRICE}</strong>.
      </p>
      <ul className="mt-4 grid lg:grid-cols-2 lg:gap-x-12">
        {ROWS.map((row) => (
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
