import { computeCalculatorEstimate } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { CALCULATOR_SERVICE_TYPES, CALCULATOR_SIZE_OPTIONS, serviceOptions } from "#shared/pricing/options";
import { useSiteFacts } from "#client/lib/site-facts";
import { EstimateFields } from "./estimate-fields";
import { EstimatePanel } from "./estimate-panel";
import { EstimateResult } from "./estimate-result";
import { useEstimateInput } from "./use-estimate-input";
import { useMeasuredEstimate } from "./use-measured-estimate";

/** The calculator tool: the widget's parts with the calculator's sizes and services, one-time only. */
export function EstimateCalculator({ initial }: { initial: EstimateInput }) {
  const { input, update, toggleAddOn, changed } = useEstimateInput(initial);
  const facts = useSiteFacts();
  const { lowCents, highCents, breakdown } = computeCalculatorEstimate(facts, input);
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
          serviceOptions={serviceOptions(facts.services, CALCULATOR_SERVICE_TYPES)}
        />
      }
      result={<EstimateResult input={input} lowCents={lowCents} highCents={highCents} breakdown={breakdown} />}
    />
  );
}
