import type { ServiceArea } from "#shared/areas/service-area";
import { AreaLinks } from "./area-links";

/** The cities beyond the primary eight, in a compact list. */
export function ExtendedAreaList({ areas }: { areas: readonly ServiceArea[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => (
        <li key={area.slug} className="rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
          <h3 className="text-lg font-bold text-brand-900">{area.city}</h3>
          <p className="text-sm text-slate-600">ZIP {area.zipCodes.join(", ")}</p>
          <div className="mt-3">
            <AreaLinks area={area} />
          </div>
        </li>
      ))}
    </ul>
  );
}
