import { Check, Plus } from "lucide-react";
import { ADD_ON_KEYS, type AddOnKey } from "#shared/catalog/add-ons";
import { dollarAmount } from "#shared/pricing/format";
import { useSiteFacts } from "#client/lib/site-facts";
import { cn } from "#client/lib/cn";

interface AddOnTogglesProps {
  selected: readonly AddOnKey[];
  onToggle: (key: AddOnKey) => void;
}

/** One toggle button per add-on; aria-pressed tells assistive technology whether it is on. */
export function AddOnToggles({ selected, onToggle }: AddOnTogglesProps) {
  const { addOns } = useSiteFacts();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">Add-ons</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {ADD_ON_KEYS.map((key) => {
          const addOn = addOns[key];
          const on = selected.includes(key);
          const Icon = on ? Check : Plus;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(key)}
              className={cn(
                "flex items-center gap-2 rounded-lg border px-3 py-2.5 text-left text-sm transition-colors",
                on
                  ? "border-brand-700 bg-brand-50 text-brand-900"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-500",
              )}
            >
              <Icon aria-hidden className={cn("size-4 shrink-0", on ? "text-brand-700" : "text-slate-500")} />
              <span className="flex-1">{addOn.name}</span>
              <span className="font-semibold">+${dollarAmount(addOn.price)}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
