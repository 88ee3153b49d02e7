import { lookupServiceArea, type ServiceAreaLookup } from "#shared/areas/lookup";
import { listAnd } from "#shared/format/lists";
import type { DoveFacts } from "../dove-facts";

/** Every place name Dove recognises, longest first so "Castle Pines" wins over shorter names. */
function placeNames(facts: Pick<DoveFacts, "serviceAreas" | "areaListings">): string[] {
  return [
    ...facts.serviceAreas.map((area) => area.city),
    ...facts.areaListings.nearbyPlaces.flatMap((place) => [place.name, ...(place.aliases ?? [])]),
  ].sort((a, b) => b.length - a.length);
}

export interface PlaceMention {
  /** What to look up: a known place name, a ZIP, or an unknown place the visitor named. */
  query: string;
  kind: "known" | "zip" | "unknown";
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A 5-digit ZIP that is not a square footage, a price or part of a longer number. */
function findZip(text: string): string | undefined {
  return /(?<![\d$,.])(\d{5})(?:-\d{4})?(?!\d|,\d|\s*(?:sq|square|sf|ft|feet|k\b))/.exec(text)?.[1];
}

/** "do you serve boulder?" -> "boulder" (letters only, at most three words). */
function findUnknownPlace(text: string): string | undefined {
  const match =
    /\b(?:serve|cover|come to|travel to|available in|clean in|work in|go to|live in|located in|i'?m in|i am in|we'?re in|we are in)\s+([a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2})\s*(?:,?\s*(?:co|colorado))?\s*[?.!]*$/.exec(
      text,
    );
  const name = match?.[1];
  if (!name || /\b(you|your|my|me|us|the area|area|there|here|homes?|houses?|it|that|this)\b/.test(name))
    return undefined;
  return name;
}

/** The place a message asks about, if any. */
export function findPlace(
  facts: Pick<DoveFacts, "serviceAreas" | "areaListings">,
  text: string,
): PlaceMention | undefined {
  const known = placeNames(facts).find((name) => new RegExp(`\\b${escapeRegExp(name.toLowerCase())}\\b`).test(text));
  if (known) return { query: known, kind: "known" };
  const zip = findZip(text);
  if (zip) return { query: zip, kind: "zip" };
  const unknown = findUnknownPlace(text);
  return unknown ? { query: unknown, kind: "unknown" } : undefined;
}

export function areaListReply({ serviceAreas, visits, coverage }: DoveFacts): string {
  return `We serve ${serviceAreas.length} communities across ${visits.regionText}: ${listAnd(serviceAreas.map((area) => area.city))}. There are no travel fees, and no home is more than ${coverage.maxTravelMinutes} minutes from our team. Details for each are at /service-areas.`;
}

function titleCase(name: string): string {
  return name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

function lookupReply({ business }: DoveFacts, place: PlaceMention, result: ServiceAreaLookup): string {
  const label = place.kind === "zip" ? place.query : titleCase(place.query);
  switch (result.status) {
    case "served":
      return `Yes, we serve ${result.area.city}${place.kind === "zip" ? ` (ZIP ${place.query})` : ""}! See /${result.area.slug} for local details, or book at /booking.`;
    case "nearby":
      return `${result.place.name} is at the edge of our service area. We can often come, but please call ${business.phone.display} so we can confirm for your address.`;
    case "not-served":
    case "invalid":
      return `Not yet: we don't serve ${label} at the moment. Call ${business.phone.display} or send a message at /contact with your address and we'll tell you if we can help. Our current areas are listed at /service-areas.`;
  }
}

/** Yes / edge of the area / not yet for a named city or ZIP. */
export function areaReply(facts: DoveFacts, place: PlaceMention): string {
  return lookupReply(facts, place, lookupServiceArea(place.query, facts));
}

/** A one-line note to add to another answer when the visitor also named a place. */
export function areaNote(facts: DoveFacts, place: PlaceMention): string {
  const result = lookupServiceArea(place.query, facts);
  if (result.status === "served") return ` And yes, we serve ${result.area.city} (/${result.area.slug}).`;
  if (result.status === "nearby")
    return ` ${result.place.name} is at the edge of our area, so please call ${facts.business.phone.display} to confirm we can come.`;
  return "";
}
