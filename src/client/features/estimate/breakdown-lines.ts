import type { EstimateBreakdown } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { ESTIMATE_LIMITS } from "#shared/pricing/estimate-limits";
import { formatDollars } from "#shared/pricing/format";
import { estimateServiceLabels } from "#shared/pricing/options";
import type { SiteFacts } from "#shared/facts/site-facts-schema";

export interface BreakdownLine {
  label: string;
  value: string;
}

/** The widget's breakdown has every part; the calculator's has only base service, pets and add-ons. */
export type DisplayedBreakdown = Pick<EstimateBreakdown, "baseService" | "pets" | "addOns"> &
  Partial<Pick<EstimateBreakdown, "bedrooms" | "bathrooms" | "frequencyDiscount">>;

function countLabel(count: number, max: number, noun: string): string {
  return `${count}${count === max ? "+" : ""} ${noun}${count === 1 ? "" : "s"}`;
}

/** Rooms are priced through the home-size tier, so a zero room amount reads "Included". */
function roomAmount(cents: number): string {
  return cents > 0 ? formatDollars(cents) : "Included";
}

/** Turns an engine breakdown into the rows the result panel lists, in the spec's order. */
export function breakdownLines(
  services: SiteFacts["services"],
  input: EstimateInput,
  breakdown: DisplayedBreakdown,
): BreakdownLine[] {
  const lines: BreakdownLine[] = [
    { label: estimateServiceLabels(services)[input.serviceType], value: formatDollars(breakdown.baseService) },
  ];
  if (breakdown.bedrooms !== undefined)
    lines.push({
      label: countLabel(input.bedrooms, ESTIMATE_LIMITS.bedrooms.max, "bedroom"),
      value: roomAmount(breakdown.bedrooms),
    });
  if (breakdown.bathrooms !== undefined)
    lines.push({
      label: countLabel(input.bathrooms, ESTIMATE_LIMITS.bathrooms.max, "bathroom"),
      value: roomAmount(breakdown.bathrooms),
    });
  lines.push({ label: "Pets", value: formatDollars(breakdown.pets) });
  lines.push({
    label: input.addOns.length ? `Add-ons (${input.addOns.length})` : "Add-ons",
    value: formatDollars(breakdown.addOns),
  });
  if (breakdown.frequencyDiscount)
    lines.push({ label: "Recurring discount", value: `-${formatDollars(breakdown.frequencyDiscount)}` });
  return lines;
}
