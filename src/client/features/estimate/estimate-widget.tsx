import { FREQUENCIES, FREQUENCY_KEYS, type FrequencyKey } from "#shared/catalog/frequencies";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { type SelectOption, WIDGET_SERVICE_OPTIONS, WIDGET_SIZE_OPTIONS } from "#shared/pricing/options";
import { EstimateFields } from "./estimate-fields";
import { EstimatePanel } from "./estimate-panel";
import { EstimateResult } from "./estimate-result";
import { SelectField } from "./select-field";
import { useEstimateInput } from "./use-estimate-input";
import { useMeasuredEstimate } from "./use-measured-estimate";

const FREQUENCY_OPTIONS: readonly SelectOption<FrequencyKey>[] = FREQUENCY_KEYS.map((key) => {
  const { name, discount } = FREQUENCIES[key];
  return { value: key, label: discount ? `${name} (save ${Math.round(discount * 100)}%)` : name };
});

/** The estimate widget: recomputed with the shared engine on every change. */
export function EstimateWidget({ initial }: { initial: EstimateInput }) {
  const { input, update, toggleAddOn, changed } = useEstimateInput(initial);
  const { lowCents, highCents, breakdown } = computeEstimate(input);
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
          serviceOptions={WIDGET_SERVICE_OPTIONS}
        >
          <SelectField
            label="Frequency"
            value={input.frequency ?? "one-time"}
            options={FREQUENCY_OPTIONS}
            onChange={(value) => update("frequency", value)}
            className="col-span-2"
          />
        </EstimateFields>
      }
      result={<EstimateResult input={input} lowCents={lowCents} highCents={highCents} breakdown={breakdown} />}
    />
  );
}
