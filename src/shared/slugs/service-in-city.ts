import type { ServiceArea } from "../areas/service-area";
import type { ServiceKey } from "../catalog/services";
import { normaliseSlug, slugifyCityName } from "./city-name";

/** Service-in-city pages: every accepted prefix and the service it shows. */
export const SERVICE_PREFIXES: Readonly<Record<string, ServiceKey>> = {
  standard: "standard",
  "standard-clean": "standard",
  recurring: "standard",
  "light-commercial": "standard",
  deep: "deep",
  "deep-clean": "deep",
  "post-renovation": "deep",
  "move-out": "moveout",
  "move-in": "moveout",
  "move-out-clean": "moveout",
  "move-in-clean": "moveout",
  garage: "garage",
  "garage-clean": "garage",
  "garage-cleanout": "garage",
};

/** The prefix used in links we generate, so /deep-parker and /deep-clean-parker share one canonical URL. */
export const CANONICAL_SERVICE_PREFIX: Record<ServiceKey, string> = {
  standard: "standard-clean",
  deep: "deep-clean",
  moveout: "move-out-clean",
  garage: "garage-cleanout",
};

export type ServiceInCityParse =
  | { ok: true; service: ServiceKey; prefix: string; area: ServiceArea; canonicalPath: string }
  | { ok: false; reason: "unknown-prefix" | "unknown-city" };

export function serviceInCityPath(service: ServiceKey, area: ServiceArea): string {
  return `/${CANONICAL_SERVICE_PREFIX[service]}-${slugifyCityName(area.city)}`;
}

/**
 * The spec matches the city part "by slug containing it or by city name". Read literally, "co"
 * or "cleaning" would match every city, so the rule here is: the city part must be a run of
 * whole hyphen-separated tokens of an area's landing slug that starts with the full city name
 * ("castle-rock", "castle-rock-co", "castle-rock-co-cleaning"; not "rock" or "co-cleaning").
 */
function findAreaByCityPart(cityPart: string, areas: readonly ServiceArea[]): ServiceArea | undefined {
  if (cityPart.length === 0) return undefined;
  return areas.find((area) => {
    const citySlug = slugifyCityName(area.city);
    const startsTheAreaSlug = area.slug === cityPart || area.slug.startsWith(`${cityPart}-`);
    const coversTheCityName = cityPart === citySlug || cityPart.startsWith(`${citySlug}-`);
    return startsTheAreaSlug && coversTheCityName;
  });
}

/**
 * Splits "{prefix}-{city-part}". Prefixes contain hyphens, so every split point is tried and the
 * longest known prefix whose city part names a known area wins ("move-in-clean-castle-rock").
 */
export function parseServiceInCitySlug(slug: string, areas: readonly ServiceArea[]): ServiceInCityParse {
  const normalised = normaliseSlug(slug);
  const splits: { prefix: string; service: ServiceKey; cityPart: string }[] = [];
  for (let i = normalised.indexOf("-"); i > 0; i = normalised.indexOf("-", i + 1)) {
    const prefix = normalised.slice(0, i);
    // hasOwn, so "constructor-parker" cannot pick up an Object.prototype member.
    const service = Object.hasOwn(SERVICE_PREFIXES, prefix) ? SERVICE_PREFIXES[prefix] : undefined;
    if (service) splits.push({ prefix, service, cityPart: normalised.slice(i + 1) });
  }
  if (splits.length === 0) return { ok: false, reason: "unknown-prefix" };

  for (const { prefix, service, cityPart } of splits.reverse()) {
    const area = findAreaByCityPart(cityPart, areas);
    if (area) return { ok: true, service, prefix, area, canonicalPath: serviceInCityPath(service, area) };
  }
  return { ok: false, reason: "unknown-city" };
}
