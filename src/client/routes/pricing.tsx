import { createFileRoute, Link } from "@tanstack/react-router";
import { breadcrumbJsonLd, type Crumb, faqPageJsonLd } from "#shared/seo/structured-data";
import { CtaBand } from "../components/page/cta-band";
import { PageHero } from "../components/page/page-hero";
import { FaqAccordion } from "../components/ui/accordion";
import { buttonVariants } from "../components/ui/button";
import { Section } from "../components/ui/section";
import { EstimateWidget } from "../features/estimate/estimate-widget";
import { widgetInitialInput } from "../features/estimate/initial-input";
import { AddOnPriceList } from "../features/pricing/add-on-price-list";
import { PriceFactors } from "../features/pricing/price-factors";
import { PricingPromises } from "../features/pricing/pricing-promises";
import { RecurringDiscounts } from "../features/pricing/recurring-discounts";
import { ServicePriceCards } from "../features/pricing/service-price-cards";
import { SizeTierTable } from "../features/pricing/size-tier-table";
import { parsePricingSearch } from "../lib/navigation-search";
import { pageHead, SITE_URL, siteName } from "../lib/seo";

const CRUMBS: readonly Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Pricing", path: "/pricing" },
];

export const Route = createFileRoute("/pricing")({
  validateSearch: parsePricingSearch,
  loader: async ({ context }) => {
    const faqs = await context.loadQuery("facts", "pricingFaqs", undefined);
    return {
      head: pageHead({
        siteName: await siteName(context),
        title: "House Cleaning Prices & Instant Estimate",
        description:
          "Flat-rate standard cleans, hourly deep and move-out cleans, recurring discounts and add-on prices. Get an instant house cleaning estimate.",
        path: "/pricing",
        jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL), faqPageJsonLd(faqs)],
      }),
      faqs,
    };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: PricingPage,
});

function PricingPage() {
  const { serviceType } = Route.useSearch();
  const { faqs } = Route.useLoaderData();

  return (
    <>
      <PageHero
        crumbs={CRUMBS}
        eyebrow="Pricing"
        title="Simple, Honest Cleaning Prices"
        intro="Flat-rate pricing for standard cleans and garages, hourly pricing for deep and move-in/out cleans. Build an instant estimate below, then confirm it at a free walkthrough."
        actions={
          <Link to="/booking" className={buttonVariants({ size: "lg" })}>
            Book a Free Assessment
          </Link>
        }
        aside={<PricingPromises />}
      />
      <Section
        id="estimate"
        eyebrow="Instant estimate"
        title="Estimate Your Cleaning"
        intro="Change any detail and the price updates right away."
      >
        <EstimateWidget key={serviceType ?? "default"} initial={widgetInitialInput(serviceType)} />
      </Section>
      <Section
        id="services"
        tone="tint"
        eyebrow="Services"
        title="Service Prices"
        intro="Flat rates where a home's size sets the work, hourly rates where the detail does."
      >
        <ServicePriceCards />
      </Section>
      <Section
        id="size-and-plans"
        title="Standard Clean by Home Size"
        intro="Flat prices for a one-time standard clean. Recurring plans save on every visit."
      >
        <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <SizeTierTable />
          <div>
            <h3 className="mb-4 text-xl font-bold text-brand-900">Recurring discounts</h3>
            <RecurringDiscounts />
          </div>
        </div>
      </Section>
      <Section id="add-ons" tone="tint" eyebrow="Extras" title="Add-Ons & Extra Services">
        <AddOnPriceList />
      </Section>
      <Section
        id="price-factors"
        title="What Affects Your Price"
        intro="The published factors behind every quote, so nothing on your bill is a surprise."
      >
        <PriceFactors />
      </Section>
      <Section id="pricing-faq" tone="tint" title="Pricing FAQ">
        <div className="max-w-3xl">
          <FaqAccordion faqs={faqs} />
        </div>
      </Section>
      <CtaBand
        title="Get your exact price"
        text="Book a free walkthrough and we'll confirm your price before the first clean, or call to talk it through."
      />
    </>
  );
}
