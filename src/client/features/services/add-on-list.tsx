import { CirclePlus } from "lucide-react";
import { type AddOn, EXTRA_SERVICES } from "#shared/catalog/add-ons";

interface PricedItem {
  name: string;
  price: string;
  note?: string;
}

export function addOnItem(addOn: AddOn): PricedItem {
  return { name: addOn.name, price: `$${addOn.price}`, note: addOn.alternatePriceLabel };
}

const { closetOrganization, insideCabinets } = EXTRA_SERVICES;

/** Services sold outside the estimate engine (closet organization, inside cabinets). */
export const EXTRA_SERVICE_ITEMS: readonly PricedItem[] = [
  {
    name: closetOrganization.name,
    price: `$${closetOrganization.hourlyRate}/hour`,
    note: `${closetOrganization.minimumHours}-hour minimum`,
  },
  { name: insideCabinets.name, price: insideCabinets.priceLabel },
];

/** Optional extras with their prices. */
export function AddOnList({ items }: { items: readonly PricedItem[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.name}
          className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3"
        >
          <span className="flex items-start gap-3 text-slate-800">
            <CirclePlus aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-500" />
            {item.name}
          </span>
          <span className="shrink-0 text-right">
            <span className="font-bold text-brand-900">{item.price}</span>
            {item.note ? <span className="block text-sm text-slate-600">{item.note}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
