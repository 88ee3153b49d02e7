import { MapPin } from "lucide-react";
import { SERVICE_AREAS } from "#shared/areas/cities";
import { BUSINESS } from "#shared/business/business-info";
import { Card } from "#client/components/ui/card";

/** The served cities as "City, CO". */
export function ServedCities() {
  return (
    <Card>
      <h2 id="served-cities-heading" className="text-xl font-bold text-brand-900">
        Cities We Serve
      </h2>
      <ul aria-labelledby="served-cities-heading" className="mt-4 flex flex-wrap gap-2">
        {SERVICE_AREAS.map((area) => (
          <li
            key={area.slug}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
          >
            <MapPin aria-hidden className="size-3.5 text-brand-600" />
            {area.city}, {BUSINESS.regionCode}
          </li>
        ))}
      </ul>
    </Card>
  );
}
