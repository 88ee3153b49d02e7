import type { SiteFacts } from "../facts/site-facts-schema";

/** One city served, as the published facts list it (its long copy travels apart: CityDetails). */
export interface ServiceArea {
  city: string;
  /** The city landing slug, served at /{slug}. */
  slug: string;
  featured: boolean;
  /** ZIP codes served in this city, for the "do we serve you?" lookup. */
  zipCodes: readonly string[];
}

/** A city's own copy (description, neighborhoods, specialties ...), when the facts give it one. */
export type CityDetails = NonNullable<SiteFacts["serviceAreas"][number]["details"]>;

/** The facts that decide which local pages exist: the cities served and those with a detailed page. */
export interface AreaFacts {
  serviceAreas: readonly ServiceArea[];
  /** Landing slugs of the cities with a detailed /service-areas page. */
  areaDetailPages: readonly string[];
}
