import type { SiteFacts } from "#shared/facts/site-facts-schema";

/** What a publish in the tests changes: a new business name, a new phone, every price up $5. */
export const NEW_NAME = "Kestrel House Care";
export const NEW_PHONE = { display: "(720) 555-0199", href: "tel:+17205550199" };
const RAISE_CENTS = 500;

const raised = (cents: number | null) => (cents === null ? null : cents + RAISE_CENTS);

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
  const { surcharges } = facts;
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
  };
}
