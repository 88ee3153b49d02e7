import type { ServiceArea } from "#shared/areas/cities";
import { cityLandingCopy } from "#shared/areas/city-landing-copy";
import { BUSINESS } from "#shared/business/business-info";
import { CtaBand } from "#client/components/page/cta-band";
import { PageHero } from "#client/components/page/page-hero";
import { TrustBadges } from "#client/components/page/trust-badges";
import { BookCityLink } from "#client/components/city/book-city-link";
import { CityIntro } from "./city-intro";
import { CityNeighborhoods } from "./city-neighborhoods";
import { CityPromises } from "./city-promises";
import { CitySpecialties } from "./city-specialties";
import { CityTestimonials } from "./city-testimonials";
import { cityLandingCrumbs } from "#client/lib/city-crumbs";
import { HeroActions } from "./hero-actions";
import { RatingCard } from "./rating-card";

/** /{city}-co-cleaning. */
export function CityLandingPage({ area }: { area: ServiceArea }) {
  const { city } = area;
  const copy = cityLandingCopy(area);
  return (
    <>
      <PageHero
        crumbs={cityLandingCrumbs(area)}
        eyebrow={`${city}, ${BUSINESS.regionCode}`}
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
      <CityTestimonials city={city} />
      <CtaBand
        title={`Ready for a cleaner home in ${city}?`}
        text="Tell us about your home and we'll confirm your cleaning, usually the same day. Prefer to talk? Give us a call."
        primaryAction={<BookCityLink city={city} />}
      />
    </>
  );
}
