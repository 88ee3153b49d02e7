import type { ServiceArea } from "#shared/areas/cities";
import { serviceAreaDetail, type CityDetail } from "#shared/areas/city-details";
import { parseServiceAreaDetailSlug, serviceAreaDetailPath } from "#shared/slugs/service-area-detail";

export type AreaPage =
  | { kind: "detail"; area: ServiceArea; detail: CityDetail; path: string }
  /** "Service Area Information Not Available"; `area` is set when the city is one we serve. */
  | { kind: "unavailable"; area: ServiceArea | null };

/** /service-areas/{slug}: detailed data only for Parker, Castle Rock and Aurora. */
export function resolveAreaPage(slug: string): AreaPage {
  const parsed = parseServiceAreaDetailSlug(slug);
  if (parsed.status === "unknown-city") return { kind: "unavailable", area: null };
  const detail = parsed.status === "detail" ? serviceAreaDetail(parsed.area.city) : undefined;
  if (!detail) return { kind: "unavailable", area: parsed.area };
  return { kind: "detail", area: parsed.area, detail, path: serviceAreaDetailPath(parsed.area.city) };
}
