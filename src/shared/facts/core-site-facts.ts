import { filledTrustBadges } from "../content/filled-copy";
import type { SiteFacts } from "./site-facts-schema";

type ServiceAreaFacts = SiteFacts["serviceAreas"][number];

/**
 * The facts nearly every page shows (the business, its claims, prices, the cities served without
 * their long copy, the policies): what each page carries with its data, about 7 KB of JSON. The
 * long copy (FAQs, about, team, community, a city's details) travels only with the pages that show it.
 */
export interface CoreSiteFacts extends Pick<
  SiteFacts,
  | "business"
  | "claims"
  | "services"
  | "sizeTiers"
  | "frequencies"
  | "addOns"
  | "surcharges"
  | "priceRanges"
  | "policies"
  | "coverage"
  | "paymentTerms"
  | "guarantee"
  | "visits"
  | "serviceTimes"
  | "advertisedPrices"
  | "areaDetailPages"
  | "pricingDetails"
  | "extraServices"
  | "areaListings"
> {
  /** The published revision these facts are from. */
  revision: number;
  serviceAreas: Omit<ServiceAreaFacts, "details">[];
  /** The about copy's trust badges (their fact tokens filled): short, and shown on most pages. */
  trustBadges: SiteFacts["about"]["trustBadges"];
}

export function coreSiteFacts(facts: SiteFacts, revision: number): CoreSiteFacts {
  const { business, claims, services, sizeTiers, frequencies, addOns, surcharges, priceRanges, policies } = facts;
  const { pricingDetails } = facts;
  return {
    revision,
    business,
    claims,
    services,
    sizeTiers,
    frequencies,
    addOns,
    surcharges,
    priceRanges,
    policies,
    serviceAreas: facts.serviceAreas.map(({ details: _details, ...area }) => area),
    coverage: facts.coverage,
    paymentTerms: facts.paymentTerms,
    guarantee: facts.guarantee,
    visits: facts.visits,
    serviceTimes: facts.serviceTimes,
    advertisedPrices: facts.advertisedPrices,
    areaDetailPages: facts.areaDetailPages,
    pricingDetails,
    extraServices: facts.extraServices,
    areaListings: facts.areaListings,
    trustBadges: filledTrustBadges(facts),
  };
}
