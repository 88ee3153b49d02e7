import { MAX_PRIMARY_AREAS } from "#shared/areas/cities";
import type { ServiceArea } from "#shared/areas/service-area";

/** /service-areas: featured cities (at most 8) are primary; every other city is extended coverage. */
export function areaGroups(areas: readonly ServiceArea[]): { primary: ServiceArea[]; extended: ServiceArea[] } {
  const primary = areas.filter((area) => area.featured).slice(0, MAX_PRIMARY_AREAS);
  return { primary, extended: areas.filter((area) => !primary.includes(area)) };
}
