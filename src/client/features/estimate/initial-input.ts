import type { EstimateInput } from "#shared/pricing/estimate-input";
import type { EstimateServiceType } from "#shared/pricing/estimate-limits";
import { ESTIMATE_DEFAULTS, WIDGET_SERVICE_TYPES } from "#shared/pricing/options";
import type { CalculatorSearch } from "#client/lib/navigation-search";

/** The widget's defaults, with a service preselected when the widget offers it (garage it does not). */
export function widgetInitialInput(serviceType?: EstimateServiceType): EstimateInput {
  const offered = (WIDGET_SERVICE_TYPES as readonly EstimateServiceType[]).includes(serviceType ?? "garage");
  return offered && serviceType ? { ...ESTIMATE_DEFAULTS, serviceType } : ESTIMATE_DEFAULTS;
}

/** The calculator starts from the defaults, overridden by whatever the link pre-filled. */
export function calculatorInitialInput({ sqft, pets, serviceType }: CalculatorSearch): EstimateInput {
  return {
    ...ESTIMATE_DEFAULTS,
    ...(sqft === undefined ? {} : { sqft }),
    ...(pets === undefined ? {} : { pets }),
    ...(serviceType === undefined ? {} : { serviceType }),
  };
}
