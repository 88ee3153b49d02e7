import { FREQUENCY_KEYS, type FrequencyKey } from "#shared/catalog/frequencies";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { type SelectOption, serviceOptions, WIDGET_SERVICE_TYPES, WIDGET_SIZE_OPTIONS } from "#shared/pricing/options";
import { useSiteFacts } from "#client/lib/site-facts";
import { EstimateFields } from "./estimate-fields";
import { EstimatePanel } from "./estimate-panel";
import { EstimateResult } from "./estimate-result";
import { SelectField } from "./select-field";
import { useEstimateInput } from "./use-estimate-input";
import { useMeasuredEstimate } from "./use-measured-estimate";

function frequencyOptions(frequencies: CoreSiteFacts["frequencies"]): SelectOption<FrequencyKey>[] {
  return FREQUENCY_KEYS.map((key) => {
    const { name, discount } = frequencies[key];
    return { value: key, label: discount ? `${name} (save ${Math.round(discount * 100)}%)` : name };
  });
}

/** The estimate widget: recomputed with the shared engine on every change. */
export function EstimateWidget({ initial }: { initial: EstimateInput }) {
  const { input, update, toggleAddOn, changed } = useEstimateInput(initial);
  const facts = useSiteFacts();
  const { lowCents, highCents, breakdown } = computeEstimate(facts, input);
  useMeasuredEstimate(input, lowCents, changed);

  return (
    <EstimatePanel
      label="Instant estimate"
      fields={
        <EstimateFields
          input={input}
          update={update}
          toggleAddOn={toggleAddOn}
          sizeOptions={WIDGET_SIZE_OPTIONS}
          serviceOptions={serviceOptions(facts.services, WIDGET_SERVICE_TYPES)}
        >
          <SelectField
            label="Frequency"
            value={input.frequency ?? "one-time"}
            options={frequencyOptions(facts.frequencies)}
            onChange={(value) => update("frequency", value)}
            className="col-span-2"
          />
        </EstimateFields>
      }
      result={<EstimateResult input={input} lowCents={lowCents} highCents={highCents} breakdown={breakdown} />}
    />
  );
}
