import { MAX_PRIMARY_AREAS, SERVICE_AREAS, type ServiceArea } from "#shared/areas/cities";

/** /service-areas: featured cities (at most 8) are primary; every other city is extended coverage. */
export const PRIMARY_AREAS: readonly ServiceArea[] = SERVICE_AREAS.filter((area) => area.featured).slice(
  0,
  MAX_PRIMARY_AREAS,
);
export const EXTENDED_AREAS: readonly ServiceArea[] = SERVICE_AREAS.filter((area) => !PRIMARY_AREAS.includes(area));
