import type { SiteFacts } from "../facts/site-facts-schema";
import type { EstimateBreakdown } from "../pricing/compute-estimate";
import type { EstimateInput } from "../pricing/estimate-input";
import { formatDollars, formatRange } from "../pricing/format";
import { estimateServiceLabels } from "../pricing/options";
import { groupThousands } from "#shared/format/numbers";

export interface SavedEstimateFigures {
  input: EstimateInput;
  lowCents: number;
  highCents: number;
  breakdown: EstimateBreakdown;
}

/** The published names a saved estimate is described with. */
export type EstimateNames = Pick<SiteFacts, "services" | "addOns" | "frequencies">;

/**
 * A saved estimate as label/value lines, for the inbox page and the `npm run inbox` CLI alike:
 * its figures as saved, named with the published names.
 */
export function estimateLines(
  { services, addOns, frequencies }: EstimateNames,
  { input, lowCents, highCents, breakdown }: SavedEstimateFigures,
): [label: string, value: string][] {
  const lines: [string, string][] = [
    ["Range", formatRange(lowCents, highCents)],
    ["Service", estimateServiceLabels(services)[input.serviceType]],
    [
      "Home",
      `${groupThousands(input.sqft)} sq ft, ${input.bedrooms} bed, ${input.bathrooms} bath${input.pets ? ", pets" : ""}`,
    ],
    ["Add-ons", input.addOns.length > 0 ? input.addOns.map((key) => addOns[key].name).join(", ") : "none"],
    ["Frequency", frequencies[input.frequency ?? "one-time"].name],
    ["Base service", formatDollars(breakdown.baseService)],
  ];
  if (breakdown.pets > 0) lines.push(["Pets", formatDollars(breakdown.pets)]);
  if (breakdown.addOns > 0) lines.push(["Add-ons total", formatDollars(breakdown.addOns)]);
  if (breakdown.frequencyDiscount > 0)
    lines.push(["Recurring discount", `-${formatDollars(breakdown.frequencyDiscount)}`]);
  return lines;
}
