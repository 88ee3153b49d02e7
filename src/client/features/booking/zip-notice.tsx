import { MapPin } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { type AreaLookupFacts, lookupServiceArea } from "#shared/areas/lookup";
import { isOutsideServiceArea } from "#shared/booking/booking-request";
import { useSiteFacts } from "#client/lib/site-facts";

/** Whether a complete 5-digit ZIP is outside the cities we serve (a partial ZIP is not judged yet). */
export function isOutsideArea(zip: string | undefined, facts: AreaLookupFacts): boolean {
  return zip !== undefined && /^\d{5}$/.test(zip) && isOutsideServiceArea(zip, facts);
}

/** Said plainly, not as an error: the visitor can still ask us to come. */
export function ZipNotice({ zip, confirm }: { zip: string; confirm: UseFormRegisterReturn }) {
  const facts = useSiteFacts();
  const { phone } = facts.business;
  const lookup = lookupServiceArea(zip, facts);
  if (lookup.status === "served") return null;
  const near = lookup.status === "nearby" ? ` (${lookup.place.name})` : "";
  return (
    <div
      role="status"
      className="rounded-xl border border-accent-400 bg-accent-400/10 p-4 text-slate-800 sm:col-span-2"
    >
      <p className="flex items-start gap-2 font-semibold text-brand-900">
        <MapPin aria-hidden className="mt-0.5 size-5 shrink-0" /> ZIP {zip}
        {near} is outside the areas we usually serve.
      </p>
      <p className="mt-1 text-sm">
        You can still ask: we'll confirm by phone or email whether we can come, or call {phone.display}.
      </p>
      <label className="mt-3 flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" {...confirm} className="size-5 accent-brand-700" /> Ask anyway: I understand you may not
        be able to come
      </label>
    </div>
  );
}
