import { useEffect, useState } from "react";
import { ADD_ON_KEYS, type AddOnKey } from "#shared/catalog/add-ons";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { rememberEstimate } from "#client/lib/visitor-estimate";

export type UpdateEstimateField = <K extends keyof EstimateInput>(key: K, value: EstimateInput[K]) => void;

/**
 * The estimate form's state: one field at a time, add-ons toggled on and off in catalogue order.
 * Once the visitor changes anything (`changed`), the estimate is remembered for the contact form (a lead).
 */
export function useEstimateInput(initial: EstimateInput) {
  const [input, setInput] = useState<EstimateInput>(initial);
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    if (changed) rememberEstimate(input);
  }, [changed, input]);

  const update: UpdateEstimateField = (key, value) => {
    setChanged(true);
    setInput((previous) => ({ ...previous, [key]: value }));
  };

  const toggleAddOn = (key: AddOnKey) => {
    setChanged(true);
    setInput((previous) => {
      const chosen = new Set(previous.addOns);
      if (chosen.has(key)) chosen.delete(key);
      else chosen.add(key);
      return { ...previous, addOns: ADD_ON_KEYS.filter((candidate) => chosen.has(candidate)) };
    });
  };

  return { input, update, toggleAddOn, changed };
}
