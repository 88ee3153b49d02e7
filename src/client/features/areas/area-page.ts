import type { AreaFacts, ServiceArea } from "#shared/areas/service-area";
import { parseServiceAreaDetailSlug, serviceAreaDetailPath } from "#shared/slugs/service-area-detail";

export type AreaPage =
  | { kind: "detail"; area: ServiceArea; path: string }
  /** "Service Area Information Not Available"; `area` is set when the city is one we serve. */
  | { kind: "unavailable"; area: ServiceArea | null };

/** /service-areas/{slug}: a detailed page only for the cities the facts give one (areaDetailPages). */
export function resolveAreaPage(slug: string, facts: AreaFacts): AreaPage {
  const parsed = parseServiceAreaDetailSlug(slug, facts);
  if (parsed.status === "unknown-city") return { kind: "unavailable", area: null };
  if (parsed.status === "no-detail") return { kind: "unavailable", area: parsed.area };
  return { kind: "detail", area: parsed.area, path: serviceAreaDetailPath(parsed.area.city) };
}
