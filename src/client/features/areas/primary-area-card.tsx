import { MapPin } from "lucide-react";
import type { ServiceArea } from "#shared/areas/service-area";
import { useSiteFacts } from "#client/lib/site-facts";
import { AreaLinks } from "./area-links";

export function PrimaryAreaCard({ area }: { area: ServiceArea }) {
  const { regionCode } = useSiteFacts().business;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-500">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <MapPin aria-hidden className="size-5" />
        </span>
        <h3 className="text-xl font-bold text-brand-900">
          {area.city}, {regionCode}
        </h3>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-600">ZIP {area.zipCodes.join(", ")}</p>
      <div className="mt-4 border-t border-slate-200 pt-3">
        <AreaLinks area={area} />
      </div>
    </article>
  );
}
