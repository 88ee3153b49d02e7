import type { SiteFacts } from "#shared/facts/site-facts-schema";

/** What a publish in the tests changes: a new business name, a new phone, every price up $5. */
export const NEW_NAME = "Kestrel House Care";
export const NEW_PHONE = { display: "(720) 555-0199", href: "tel:+17205550199" };
const RAISE_CENTS = 500;

const raised = (cents: number | null) => (cents === null ? null : cents + RAISE_CENTS);

const raisedRange = (range: { min: number; max: number }) => ({
  min: range.min + RAISE_CENTS,
  max: range.max + RAISE_CENTS,
});
const raisedRanges = <K extends string>(ranges: Record<K, { min: number; max: number }>) =>
  Object.fromEntries(
    Object.entries(ranges).map(([key, range]) => [key, raisedRange(range as { min: number; max: number })]),
  ) as Record<K, { min: number; max: number }>;

/** `facts` with a new name (legal name too), phone and every price, add-on and surcharge raised by $5. */
export function renamedAndRepriced(facts: SiteFacts): SiteFacts {
  const services = Object.fromEntries(
    Object.entries(facts.services).map(([key, service]) => [
      key,
      { ...service, basePrice: raised(service.basePrice), hourlyRate: raised(service.hourlyRate) },
    ]),
  ) as SiteFacts["services"];
  const addOns = Object.fromEntries(
    Object.entries(facts.addOns).map(([key, addOn]) => [key, { ...addOn, price: addOn.price + RAISE_CENTS }]),
  ) as SiteFacts["addOns"];
  const { surcharges, extraServices, advertisedPrices, pricingDetails } = facts;
  return {
    ...facts,
    business: {
      ...facts.business,
      name: NEW_NAME,
      legalName: `${NEW_NAME} LLC`,
      phone: NEW_PHONE,
    },
    services,
    sizeTiers: facts.sizeTiers.map((tier) => ({ ...tier, price: tier.price + RAISE_CENTS })),
    addOns,
    surcharges: {
      ...surcharges,
      extraBedroom: surcharges.extraBedroom + RAISE_CENTS,
      extraBathroom: surcharges.extraBathroom + RAISE_CENTS,
      petFriendly: surcharges.petFriendly + RAISE_CENTS,
      minimumService: surcharges.minimumService + RAISE_CENTS,
    },
    priceRanges: raisedRanges(facts.priceRanges),
    extraServices: {
      ...extraServices,
      closetOrganization: {
        ...extraServices.closetOrganization,
        hourlyRate: extraServices.closetOrganization.hourlyRate + RAISE_CENTS,
      },
    },
    advertisedPrices: {
      ...advertisedPrices,
      moveOutFrom: advertisedPrices.moveOutFrom + RAISE_CENTS,
      standardTypical: raisedRange(advertisedPrices.standardTypical),
    },
    pricingDetails: {
      ...pricingDetails,
      addOnsFrom: pricingDetails.addOnsFrom + RAISE_CENTS,
      recurring: { ...pricingDetails.recurring, perVisit: raisedRanges(pricingDetails.recurring.perVisit) },
      plannerRanges: raisedRanges(pricingDetails.plannerRanges),
    },
  };
}
