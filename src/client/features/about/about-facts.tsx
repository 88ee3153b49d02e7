import { CalendarHeart, MapPinned, Star, Users } from "lucide-react";
import { COVERAGE } from "#shared/areas/cities";
import { BUSINESS } from "#shared/business/business-info";
import { EXPERIENCE_CLAIMS, GOOGLE_PROFILE_CLAIM } from "#shared/business/claims";

const FACTS = [
  { icon: CalendarHeart, value: `Since ${BUSINESS.foundedYear}`, label: "Family-owned and local" },
  { icon: Users, value: `${EXPERIENCE_CLAIMS.yearsOfExpertise}+ years`, label: "Of combined expertise" },
  { icon: MapPinned, value: `${COVERAGE.communities} communities`, label: "Across Douglas County" },
  {
    icon: Star,
    value: `${GOOGLE_PROFILE_CLAIM.rating.toFixed(1)} rating`,
    label: `From ${GOOGLE_PROFILE_CLAIM.happyFamilies}+ happy families`,
  },
] as const;

/** Hero aside: the company at a glance. */
export function AboutFacts() {
  return (
    <dl className="grid grid-cols-2 gap-4">
      {FACTS.map((fact) => (
        <div
          key={fact.label}
          className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <dt className="mt-1 text-sm text-slate-600">{fact.label}</dt>
          <dd className="text-xl font-bold text-brand-900">
            <fact.icon aria-hidden className="mb-3 size-7 text-accent-500" />
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
