import { Building2, MapPin, Zap } from "lucide-react";
import type { CityDetails, ServiceArea } from "#shared/areas/service-area";
import { Card } from "#client/components/ui/card";

const RESPONSE_TEXT: Record<CityDetails["responseTime"], string> = {
  "same day": "the same day",
  "next day": "by the next day",
};

/** Hero aside of a service-area page: the response-time note, population and ZIP codes. */
export function ResponseTimeCard({ area, detail }: { area: ServiceArea; detail: CityDetails }) {
  return (
    <Card padding="roomy">
      <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-brand-600">
        <Zap aria-hidden className="size-4" /> Response time
      </p>
      <p className="mt-3 text-3xl font-extrabold capitalize text-brand-900">{detail.responseTime}</p>
      <p className="mt-2 text-slate-700">
        Something not quite right after your clean? In {area.city} our crew can usually be back{" "}
        {RESPONSE_TEXT[detail.responseTime]}.
      </p>
      <dl className="mt-6 grid gap-3 border-t border-slate-200 pt-5 text-slate-700">
        {/* The icons sit in the <dt>s: a <dl>'s <div> may hold only <dt> and <dd>. */}
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2 font-semibold text-brand-900">
            <Building2 aria-hidden className="size-5 text-brand-600" />
            Population:
          </dt>
          <dd>{detail.population}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="flex shrink-0 items-center gap-2 font-semibold text-brand-900">
            <MapPin aria-hidden className="size-5 shrink-0 text-brand-600" />
            ZIP codes:
          </dt>
          <dd>{area.zipCodes.join(", ")}</dd>
        </div>
      </dl>
    </Card>
  );
}
