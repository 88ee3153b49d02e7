import { cityLandingCopy } from "#shared/areas/city-landing-copy";
import type { CityDetails, ServiceArea } from "#shared/areas/service-area";
import { CtaBand } from "#client/components/page/cta-band";
import { PageHero } from "#client/components/page/page-hero";
import { TrustBadges } from "#client/components/page/trust-badges";
import { BookCityLink } from "#client/components/city/book-city-link";
import { CityIntro } from "./city-intro";
import { CityNeighborhoods } from "./city-neighborhoods";
import { CityPromises } from "./city-promises";
import { CitySpecialties } from "./city-specialties";
import { type CityReview, CityTestimonials } from "./city-testimonials";
import { cityLandingCrumbs } from "#client/lib/city-crumbs";
import { HeroActions } from "./hero-actions";
import { RatingCard } from "./rating-card";
import { useSiteFacts } from "#client/lib/site-facts";

/**
 * /{city}-co-cleaning; `details` is the city's own copy from the facts, when it has some, and
 * `reviews` the three visible reviews it shows.
 */
export function CityLandingPage({
  area,
  details,
  reviews,
}: {
  area: ServiceArea;
  details: CityDetails | undefined;
  reviews: readonly CityReview[];
}) {
  const { city } = area;
  const facts = useSiteFacts();
  const copy = cityLandingCopy(area, details, facts);
  return (
    <>
      <PageHero
        crumbs={cityLandingCrumbs(area)}
        eyebrow={`${city}, ${facts.business.regionCode}`}
        title={`Professional House Cleaning in ${city}`}
        intro={
          <>
            <p>
              Dependable, detail-minded house cleaning from a local, family-owned team. Insured crews, upfront prices
              and no travel fee to {city}.
            </p>
            <TrustBadges className="mt-6" />
          </>
        }
        actions={<HeroActions />}
        aside={<RatingCard city={city} />}
      />
      <CityIntro city={city} copy={copy} />
      <CityPromises city={city} copy={copy} />
      <CityNeighborhoods city={city} copy={copy} />
      <CitySpecialties city={city} copy={copy} />
      <CityTestimonials reviews={reviews} />
      <CtaBand
        title={`Ready for a cleaner home in ${city}?`}
        text="Tell us about your home and we'll confirm your cleaning, usually the same day. Prefer to talk? Give us a call."
        primaryAction={<BookCityLink city={city} />}
      />
    </>
  );
}
