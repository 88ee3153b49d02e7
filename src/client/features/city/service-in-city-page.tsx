import type { ServiceArea } from "#shared/areas/service-area";
import type { ServiceKey } from "#shared/catalog/services";
import { serviceInCityCopy } from "#shared/content/service-pages";
import { CtaBand } from "#client/components/page/cta-band";
import { PageHero } from "#client/components/page/page-hero";
import { FaqAccordion } from "#client/components/ui/accordion";
import { Section } from "#client/components/ui/section";
import { BadgeRow, type Badge } from "#client/components/city/badge-row";
import { BeforeAfterPanel } from "./before-after-panel";
import { BookCityLink } from "#client/components/city/book-city-link";
import { CheckList } from "#client/components/page/check-list";
import { serviceInCityCrumbs } from "#client/lib/city-crumbs";
import { HeroActions } from "./hero-actions";
import { MoreServicesInCity } from "./more-services-in-city";
import { PriceNoteCard } from "./price-note-card";
import { familiesBadge, LICENSED_BADGE, ratingBadge } from "#client/components/city/trust-figures";
import { useSiteFacts } from "#client/lib/site-facts";
import { WhyChooseCard } from "./why-choose-card";

interface ServiceInCityPageProps {
  service: ServiceKey;
  area: ServiceArea;
  canonicalPath: string;
}

/** /{service-prefix}-{city-part}. */
export function ServiceInCityPage({ service, area, canonicalPath }: ServiceInCityPageProps) {
  const { city } = area;
  const facts = useSiteFacts();
  const { business, claims, services } = facts;
  const { name, description } = services[service];
  const heroBadges: Badge[] = [ratingBadge(claims), LICENSED_BADGE, familiesBadge(claims, "Customers")];
  const copy = serviceInCityCopy(service, city, facts);
  return (
    <>
      <PageHero
        crumbs={serviceInCityCrumbs(service, name, area, canonicalPath)}
        eyebrow={`${city}, ${business.regionCode}`}
        title={copy.heading}
        intro={
          <>
            <p>{description}</p>
            <BadgeRow badges={heroBadges} className="mt-6" />
          </>
        }
        actions={<HeroActions serviceType={service} />}
        aside={<PriceNoteCard service={service} city={city} note={copy.pricingNote} />}
      />
      <Section id="included" eyebrow="The checklist" title={`What's Included in a ${name} in ${city}`}>
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr]">
          <CheckList items={copy.bullets} columns={2} className="content-start" />
          <div className="space-y-6">
            {service === "garage" ? <BeforeAfterPanel /> : <WhyChooseCard city={city} reasons={copy.whyChooseUs} />}
            <MoreServicesInCity service={service} area={area} />
          </div>
        </div>
      </Section>
      <Section id="faqs" tone="tint" eyebrow="FAQ" title={`${name} in ${city}: Common Questions`}>
        <div className="max-w-3xl">
          <FaqAccordion faqs={copy.faqs} />
        </div>
      </Section>
      <CtaBand
        title={`Book your ${name} in ${city}`}
        text="Request a time online, or call and talk to a real person on our local team."
        primaryAction={<BookCityLink city={city} serviceType={service} />}
      />
    </>
  );
}
