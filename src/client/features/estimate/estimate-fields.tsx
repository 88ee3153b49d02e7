import type { ReactNode } from "react";
import type { AddOnKey } from "#shared/catalog/add-ons";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import type { EstimateServiceType } from "#shared/pricing/estimate-limits";
import { dollarAmount } from "#shared/pricing/format";
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, type SelectOption } from "#shared/pricing/options";
import { useSiteFacts } from "#client/lib/site-facts";
import { AddOnToggles } from "./add-on-toggles";
import { SelectField } from "./select-field";
import { sizeOptionFor } from "./size-option";
import type { UpdateEstimateField } from "./use-estimate-input";

interface EstimateFieldsProps {
  input: EstimateInput;
  update: UpdateEstimateField;
  toggleAddOn: (key: AddOnKey) => void;
  sizeOptions: readonly SelectOption<number>[];
  serviceOptions: readonly SelectOption<EstimateServiceType>[];
  /** Extra selects after the home details (the widget's frequency), in a two-column grid. */
  children?: ReactNode;
}

/** The inputs shared by the estimate widget and the calculator tool. */
export function EstimateFields({
  input,
  update,
  toggleAddOn,
  sizeOptions,
  serviceOptions,
  children,
}: EstimateFieldsProps) {
  const { surcharges } = useSiteFacts();
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          label="Service type"
          value={input.serviceType}
          options={serviceOptions}
          onChange={(value) => update("serviceType", value)}
          className="col-span-2 sm:col-span-1"
        />
        <SelectField
          label="Home size"
          value={sizeOptionFor(input.sqft, sizeOptions).value}
          options={sizeOptions}
          onChange={(value) => update("sqft", value)}
          className="col-span-2 sm:col-span-1"
        />
        <SelectField
          label="Bedrooms"
          value={input.bedrooms}
          options={BEDROOM_OPTIONS}
          onChange={(value) => update("bedrooms", value)}
        />
        <SelectField
          label="Bathrooms"
          value={input.bathrooms}
          options={BATHROOM_OPTIONS}
          onChange={(value) => update("bathrooms", value)}
        />
        {children}
      </div>
      <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-800 hover:border-brand-500">
        <input
          type="checkbox"
          checked={input.pets}
          onChange={(event) => update("pets", event.target.checked)}
          className="size-5 accent-brand-700"
        />
        <span className="grid">
          <span className="font-semibold">Pets in the home</span>
          <span className="text-sm text-slate-600">
            +${dollarAmount(surcharges.petFriendly)} for a pet-friendly clean
          </span>
        </span>
      </label>
      <AddOnToggles selected={input.addOns} onToggle={toggleAddOn} />
    </div>
  );
}
