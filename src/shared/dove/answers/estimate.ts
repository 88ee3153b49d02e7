import { computeEstimate } from "#shared/pricing/compute-estimate";
import { formatDollars, formatRange } from "#shared/pricing/format";
import { estimateServiceLabels } from "#shared/pricing/options";
import type { EstimateRequest } from "../estimate-request";
import { groupThousands } from "#shared/format/numbers";
import { listAnd } from "#shared/format/lists";
import { type DoveFacts, percent } from "../dove-facts";

function frequencyPhrase({ frequencies }: DoveFacts, request: EstimateRequest): string {
  const frequency = frequencies[request.input.frequency ?? "one-time"];
  if (frequency.discount === 0) return "a one-time visit";
  return `a ${frequency.name.toLowerCase()} plan (${percent(frequency.discount)}% recurring discount included)`;
}

/** The service's name as the facts give it (a post-renovation clean is named by the engine's labels). */
function serviceLabel({ services }: DoveFacts, { input }: EstimateRequest): string {
  return estimateServiceLabels(services)[input.serviceType];
}

/** "2,400 sq ft, 4 bedrooms, 3 bathrooms, with pets, plus inside fridge and inside oven". */
function homeDescription({ addOns: addOnFacts }: DoveFacts, { input }: EstimateRequest): string {
  const parts =
    input.serviceType === "garage"
      ? []
      : [
          `${groupThousands(input.sqft)} sq ft`,
          `${input.bedrooms} bedroom${input.bedrooms === 1 ? "" : "s"}`,
          `${input.bathrooms} bathroom${input.bathrooms === 1 ? "" : "s"}`,
        ];
  if (input.pets && input.serviceType !== "garage") parts.push("with pets");
  const addOns = input.addOns.map((key) => addOnFacts[key].name.toLowerCase());
  const home = parts.join(", ");
  if (addOns.length === 0) return home;
  return `${home}${home ? ", " : ""}plus ${listAnd(addOns)}`;
}

function assumptions(request: EstimateRequest): string {
  const { input, assumed, sqftFromBedrooms } = request;
  const notes: string[] = [];
  if (input.serviceType !== "garage") {
    if (assumed.includes("sqft")) {
      notes.push(
        sqftFromBedrooms
          ? `about ${groupThousands(input.sqft)} sq ft, typical for ${input.bedrooms} bedrooms`
          : `${groupThousands(input.sqft)} sq ft`,
      );
    }
    if (assumed.includes("bedrooms")) notes.push(`${input.bedrooms} bedrooms`);
    if (assumed.includes("bathrooms")) notes.push(`${input.bathrooms} bathrooms`);
    if (assumed.includes("pets")) notes.push("no pets");
  }
  if (assumed.includes("frequency")) notes.push("a one-time visit");
  if (request.roundedBathrooms) notes.push("half baths counted as full ones");
  return notes.length > 0 ? ` I assumed ${listAnd(notes)}; tell me yours for a closer number.` : "";
}

/** How the catalogue prices this service, so the range has context. */
function pricingNote({ services, sizeTiers }: DoveFacts, { input }: EstimateRequest): string {
  const largestTier = sizeTiers[sizeTiers.length - 1];
  switch (input.serviceType) {
    case "deep":
    case "moveout":
      return ` ${services[input.serviceType].name}s are billed at ${formatDollars(services[input.serviceType].hourlyRate ?? 0)}/hour per cleaner; this range is our estimate for your home.`;
    case "standard":
      return largestTier && input.sqft > largestTier.maxSqft
        ? ` Homes over ${groupThousands(largestTier.maxSqft)} sq ft may need a custom quote.`
        : "";
    case "renovation":
      return " Post-renovation dust varies a lot, so we confirm the final price at a free walkthrough.";
    case "garage":
      return "";
  }
}

/** The engine's range for what the visitor described, with what was assumed and where to go next. */
export function estimateReply(facts: DoveFacts, request: EstimateRequest): string {
  const { lowCents, highCents } = computeEstimate(facts, request.input);
  const label = serviceLabel(facts, request);
  const home = homeDescription(facts, request);
  return (
    `A ${label} for ${home ? `${home}, as ` : ""}${frequencyPhrase(facts, request)} is estimated at ${formatRange(lowCents, highCents)} per visit.` +
    assumptions(request) +
    (request.input.pets && request.input.serviceType !== "garage"
      ? ` That includes ${formatDollars(facts.surcharges.petFriendly)} for a pet-friendly clean.`
      : "") +
    pricingNote(facts, request) +
    " Try the calculator at /pricing, or book a free walkthrough at /booking for an exact quote."
  );
}
