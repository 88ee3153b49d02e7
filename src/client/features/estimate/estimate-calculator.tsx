import { computeCalculatorEstimate } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { CALCULATOR_SERVICE_OPTIONS, CALCULATOR_SIZE_OPTIONS } from "#shared/pricing/options";
import { EstimateFields } from "./estimate-fields";
import { EstimatePanel } from "./estimate-panel";
import { EstimateResult } from "./estimate-result";
import { useEstimateInput } from "./use-estimate-input";
import { useMeasuredEstimate } from "./use-measured-estimate";

/** The calculator tool: the widget's parts with the calculator's sizes and services, one-time only. */
export function EstimateCalculator({ initial }: { initial: EstimateInput }) {
  const { input, update, toggleAddOn, changed } = useEstimateInput(initial);
  const { lowCents, highCents, breakdown } = computeCalculatorEstimate(input);
  useMeasuredEstimate(input, lowCents, changed);

  return (
    <EstimatePanel
      label="Cleaning cost calculator"
      fields={
        <EstimateFields
          input={input}
          update={update}
          toggleAddOn={toggleAddOn}
          sizeOptions={CALCULATOR_SIZE_OPTIONS}
          serviceOptions={CALCULATOR_SERVICE_OPTIONS}
        />
      }
      result={<EstimateResult input={input} lowCents={lowCents} highCents={highCents} breakdown={breakdown} />}
    />
  );
}
