import { Link } from "@tanstack/react-router";
import { cityFaqs, type CityFaqFacts } from "#shared/areas/city-faqs";
import type { CityDetails } from "#shared/areas/service-area";
import { FaqAccordion } from "#client/components/ui/accordion";
import { Section } from "#client/components/ui/section";
import { useSiteFacts } from "#client/lib/site-facts";

/** The first 5 city FAQs (the FAQPage JSON-LD in the route head uses the same list). */
const AREA_FAQ_COUNT = 5;

export function areaFaqs(city: string, facts: CityFaqFacts, details: CityDetails | undefined) {
  return cityFaqs(city, facts, details).slice(0, AREA_FAQ_COUNT);
}

export function AreaFaqs({ city, details }: { city: string; details: CityDetails }) {
  return (
    <Section id="faqs" tone="tint" eyebrow="FAQ" title={`House Cleaning in ${city}: FAQs`}>
      <div className="max-w-3xl">
        <FaqAccordion faqs={areaFaqs(city, useSiteFacts(), details)} />
        <p className="mt-6 text-slate-700">
          More questions?{" "}
          <Link to="/faq" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            Read all our FAQs
          </Link>
          .
        </p>
      </div>
    </Section>
  );
}
