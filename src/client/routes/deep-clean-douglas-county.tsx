import { createFileRoute, Link } from "@tanstack/react-router";
import { Phone } from "lucide-react";
import { BUSINESS } from "../../shared/business/business-info";
import { SERVICES } from "../../shared/catalog/services";
import { DEEP_CLEAN_PAGE as PAGE } from "../../shared/content/landing-pages/deep-clean-douglas-county";
import { SERVICE_PAGES } from "../../shared/content/service-pages";
import { buttonVariants } from "../components/ui/button";
import { Section } from "../components/ui/section";
import { CityLinkGrid } from "../components/page/city-link-grid";
import { FactsCard } from "../features/landing/facts-card";
import { landingHead, pageServiceJsonLd, serviceCrumbs } from "../features/landing/landing-head";
import { LandingPage } from "../features/landing/landing-page";
import { PriceSummaryCard } from "../features/landing/price-summary-card";
import { RoomChecklists } from "../features/landing/room-checklists";
import { TalkToUsCard } from "../features/landing/talk-to-us-card";

const PATH = "/deep-clean-douglas-county";
const CRUMBS = serviceCrumbs("Deep Cleaning in Douglas County", PATH);

export const Route = createFileRoute("/deep-clean-douglas-county")({
  loader: () =>
    landingHead({
      seo: PAGE.seo,
      path: PATH,
      crumbs: CRUMBS,
      faqs: PAGE.faqs,
      service: pageServiceJsonLd({ service: SERVICES.deep, name: PAGE.headline, priceRange: PAGE.priceRange }),
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: DeepCleanPage,
});

function DeepCleanPage() {
  return (
    <LandingPage
      crumbs={CRUMBS}
      eyebrow="Douglas County deep cleaning"
      title={PAGE.headline}
      intro={<p>{PAGE.intro}</p>}
      actions={
        <>
          <Link to="/booking" search={{ serviceType: "deep" }} className={buttonVariants({ size: "lg" })}>
            Book Your Deep Clean
          </Link>
          <a href={BUSINESS.phoneHref} className={buttonVariants({ variant: "outline", size: "lg" })}>
            <Phone aria-hidden className="size-5" /> Call {BUSINESS.phoneDisplay}
          </a>
        </>
      }
      aside={<FactsCard title="Deep clean at a glance" facts={SERVICE_PAGES.deep.quickFacts} />}
      faqs={PAGE.faqs}
      faqTitle="Deep Cleaning FAQs"
    >
      <Section id="checklist" eyebrow="Room by room" title="Our Deep Cleaning Checklist">
        <RoomChecklists rooms={PAGE.checklist} />
      </Section>
      <Section id="pricing" tone="tint" eyebrow="Simple, honest pricing" title="Deep Cleaning Pricing">
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <PriceSummaryCard
            headingLevel="h3"
            title="Billed by the hour"
            price={PAGE.pricing.rateLabel}
            summary={PAGE.pricing.summary}
            details={PAGE.pricing.details}
            actions={
              <>
                <Link to="/pricing" search={{ serviceType: "deep" }} className={buttonVariants()}>
                  Get an Instant Estimate
                </Link>
                <Link to="/services/$slug" params={{ slug: "deep" }} className={buttonVariants({ variant: "ghost" })}>
                  Deep Clean service details
                </Link>
              </>
            }
          />
          <TalkToUsCard />
        </div>
      </Section>
      <Section id="cities" eyebrow="Where we deep clean" title={`Serving ${PAGE.cities.length} Douglas County Communities`}>
        <CityLinkGrid cities={PAGE.cities} />
      </Section>
    </LandingPage>
  );
}
