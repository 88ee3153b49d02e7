import { ADD_ONS } from "#shared/catalog/add-ons";
import { FREQUENCIES } from "#shared/catalog/frequencies";
import { PRICE_FACTORS } from "#shared/catalog/price-factors";
import { SERVICES } from "#shared/catalog/services";
import { SIZE_TIERS } from "#shared/catalog/size-tiers";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import { formatRange } from "#shared/pricing/format";
import { estimateServiceLabels } from "#shared/pricing/options";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import type { EstimateRequest } from "../estimate-request";
import { groupThousands } from "#shared/format/numbers";
import { listAnd } from "#shared/format/lists";

const LARGEST_TIER = SIZE_TIERS[SIZE_TIERS.length - 1];

function frequencyPhrase(request: EstimateRequest): string {
  const frequency = FREQUENCIES[request.input.frequency ?? "one-time"];
  if (frequency.discount === 0) return "a one-time visit";
  return `a ${frequency.name.toLowerCase()} plan (${Math.round(frequency.discount * 100)}% recurring discount included)`;
}

/** "2,400 sq ft, 4 bedrooms, 3 bathrooms, with pets, plus inside fridge and inside oven". */
function homeDescription({ input }: EstimateRequest): string {
  const parts =
    input.serviceType === "garage"
      ? []
      : [
          `${groupThousands(input.sqft)} sq ft`,
          `${input.bedrooms} bedroom${input.bedrooms === 1 ? "" : "s"}`,
          `${input.bathrooms} bathroom${input.bathrooms === 1 ? "" : "s"}`,
        ];
  if (input.pets && input.serviceType !== "garage") parts.push("with pets");
  const addOns = input.addOns.map((key) => ADD_ONS[key].name.toLowerCase());
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
function pricingNote({ input }: EstimateRequest): string {
  switch (input.serviceType) {
    case "deep":
    case "moveout":
      return ` ${SERVICES[input.serviceType].name}s are billed at $${SERVICES[input.serviceType].hourlyRate}/hour per cleaner; this range is our estimate for your home.`;
    case "standard":
      return LARGEST_TIER && input.sqft > LARGEST_TIER.maxSqft
        ? ` Homes over ${groupThousands(LARGEST_TIER.maxSqft)} sq ft may need a custom quote.`
        : "";
    case "renovation":
      return " Post-renovation dust varies a lot, so we confirm the final price at a free walkthrough.";
    case "garage":
      return "";
  }
}

/** The engine's range for what the visitor described, with what was assumed and where to go next. */
export function estimateReply(request: EstimateRequest): string {
  const { lowCents, highCents } = computeEstimate(DEFAULT_SITE_FACTS, request.input);
  const label = estimateServiceLabels(DEFAULT_SITE_FACTS.services)[request.input.serviceType];
  const home = homeDescription(request);
  return (
    `A ${label} for ${home ? `${home}, as ` : ""}${frequencyPhrase(request)} is estimated at ${formatRange(lowCents, highCents)} per visit.` +
    assumptions(request) +
    (request.input.pets && request.input.serviceType !== "garage"
      ? ` That includes $${PRICE_FACTORS.petFriendly} for a pet-friendly clean.`
      : "") +
    pricingNote(request) +
    " Try the calculator at /pricing, or book a free walkthrough at /booking for an exact quote."
  );
}
