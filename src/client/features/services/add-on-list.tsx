import { CirclePlus } from "lucide-react";
import type { AddOnKey } from "#shared/catalog/add-ons";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { dollarAmount } from "#shared/pricing/format";

interface PricedItem {
  name: string;
  price: string;
  note?: string;
}

type PriceFacts = Pick<CoreSiteFacts, "addOns" | "pricingDetails" | "extraServices">;

/** An add-on as published, with its second price note where it has one. */
export function addOnItem({ addOns, pricingDetails }: PriceFacts, key: AddOnKey): PricedItem {
  return { name: addOns[key].name, price: `$${dollarAmount(addOns[key].price)}`, note: pricingDetails.addOnNotes[key] };
}

/** Services sold outside the estimate engine (closet organization, inside cabinets). */
export function extraServiceItems({ extraServices }: PriceFacts): PricedItem[] {
  const { closetOrganization, insideCabinets } = extraServices;
  return [
    {
      name: closetOrganization.name,
      price: `$${dollarAmount(closetOrganization.hourlyRate)}/hour`,
      note: `${closetOrganization.minimumHours}-hour minimum`,
    },
    { name: insideCabinets.name, price: insideCabinets.priceLabel },
  ];
}

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
