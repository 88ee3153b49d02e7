import { Clock, Phone } from "lucide-react";
import { StarRating } from "#client/components/page/star-rating";
import { Card } from "#client/components/ui/card";
import { googleRating, happyFamilies } from "#client/components/city/trust-figures";
import { useSiteFacts } from "#client/lib/site-facts";

/** Hero aside of a city landing: the Google rating, opening hours and the phone number. */
export function RatingCard({ city }: { city: string }) {
  const { business, claims } = useSiteFacts();
  return (
    <Card padding="roomy">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Trusted by {city} neighbors</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <span className="text-5xl font-extrabold text-brand-900">{googleRating(claims)}</span>
        <StarRating rating={claims.googleProfile.rating} className="size-6" />
      </div>
      <p className="mt-2 text-slate-700">
        Google rating from {happyFamilies(claims)} happy families across Douglas County and South Denver.
      </p>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <Clock aria-hidden className="size-5 text-brand-600" /> Office hours
        </p>
        <ul className="mt-2 space-y-1 text-slate-700">
          {business.hours.map((hours) => (
            <li key={hours.days}>{hours.label}</li>
          ))}
        </ul>
        <a
          href={business.phone.href}
          className="mt-4 inline-flex items-center gap-2 text-lg font-bold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <Phone aria-hidden className="size-5" /> {business.phone.display}
        </a>
      </div>
    </Card>
  );
}
