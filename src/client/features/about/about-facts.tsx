import { CalendarHeart, MapPinned, Star, Users } from "lucide-react";
import { useSiteFacts } from "#client/lib/site-facts";

/** Hero aside: the company at a glance. */
export function AboutFacts() {
  const { business, claims, serviceAreas } = useSiteFacts();
  const facts = [
    { icon: CalendarHeart, value: `Since ${business.foundedYear}`, label: "Family-owned and local" },
    { icon: Users, value: `${claims.yearsOfExpertise}+ years`, label: "Of combined expertise" },
    { icon: MapPinned, value: `${serviceAreas.length} communities`, label: "Across Douglas County" },
    {
      icon: Star,
      value: `${claims.googleProfile.rating.toFixed(1)} rating`,
      label: `From ${claims.googleProfile.happyFamilies}+ happy families`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4">
      {facts.map((fact) => (
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
