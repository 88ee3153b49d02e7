import { Link } from "@tanstack/react-router";
import type { CityDetails, ServiceArea } from "#shared/areas/service-area";
import { CtaBand } from "#client/components/page/cta-band";
import { PageHero } from "#client/components/page/page-hero";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { BookCityLink } from "#client/components/city/book-city-link";
import { CheckList } from "#client/components/page/check-list";
import { cityCrumbs } from "#client/lib/city-crumbs";
import { useSiteFacts } from "#client/lib/site-facts";
import { AreaFaqs } from "./area-faqs";
import { AreaOverview } from "./area-overview";
import { PriceCards } from "./price-cards";
import { ResponseTimeCard } from "./response-time-card";

interface AreaDetailPageProps {
  area: ServiceArea;
  detail: CityDetails;
  path: string;
}

/** /service-areas/{slug} for a city with a detailed page (Parker, Castle Rock, Aurora by default). */
export function AreaDetailPage({ area, detail, path }: AreaDetailPageProps) {
  const { city } = area;
  const { region } = useSiteFacts().business;
  return (
    <>
      <PageHero
        crumbs={cityCrumbs(city, path)}
        eyebrow="Service area"
        title={`House Cleaning in ${city}, ${region}`}
        intro={<p>{detail.description}</p>}
        actions={
          <>
            <BookCityLink city={city} variant="primary" />
            <Link to="/pricing" className={buttonVariants({ variant: "outline", size: "lg" })}>
              See Pricing
            </Link>
          </>
        }
        aside={<ResponseTimeCard area={area} detail={detail} />}
      />
      <AreaOverview city={city} detail={detail} />
      <PriceCards city={city} />
      <Section id="advantages" eyebrow="Why book with us" title={`Our Advantages in ${city}`}>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <CheckList items={detail.serviceDetails.advantages} className="content-start text-lg" />
          <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
            <p className="font-semibold text-brand-900">Looking for local reviews, neighborhoods and specialties?</p>
            <Link
              to="/$slug"
              params={{ slug: area.slug }}
              className={`${buttonVariants({ variant: "outline", size: "sm" })} mt-4`}
            >
              {city} house cleaning
            </Link>
          </div>
        </div>
      </Section>
      <AreaFaqs city={city} details={detail} />
      <CtaBand
        title={`Book your ${city} cleaning`}
        text="Request a time online, or call and talk to a real person on our local team."
        primaryAction={<BookCityLink city={city} />}
      />
    </>
  );
}
