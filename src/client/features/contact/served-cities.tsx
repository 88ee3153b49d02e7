import { MapPin } from "lucide-react";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";

/** The served cities as "City, CO". */
export function ServedCities() {
  const { business, serviceAreas } = useSiteFacts();
  return (
    <Card>
      <h2 id="served-cities-heading" className="text-xl font-bold text-brand-900">
        Cities We Serve
      </h2>
      <ul aria-labelledby="served-cities-heading" className="mt-4 flex flex-wrap gap-2">
        {serviceAreas.map((area) => (
          <li
            key={area.slug}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
          >
            <MapPin aria-hidden className="size-3.5 text-brand-600" />
            {area.city}, {business.regionCode}
          </li>
        ))}
      </ul>
    </Card>
  );
}
