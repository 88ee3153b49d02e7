import { createFileRoute, Link } from "@tanstack/react-router";
import { ADD_ON_KEYS } from "#shared/catalog/add-ons";
import { servicesOverview } from "#shared/content/service-pages";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { dollarAmount, formatDollars } from "#shared/pricing/format";
import { TrustBadges } from "#client/components/page/trust-badges";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { FactsCard } from "#client/components/landing/facts-card";
import { HOME_CRUMB, landingHead, SERVICES_CRUMB } from "#client/components/landing/landing-head";
import { LandingPage } from "#client/components/landing/landing-page";
import { AddOnList, addOnItem, extraServiceItems } from "#client/features/services/add-on-list";
import { CoreServicesGrid } from "#client/features/services/core-services-grid";
import { ServiceBlurbs } from "#client/features/services/service-blurbs";
import { QueryBoundary } from "#client/lib/query-boundary";
import { useSiteFacts } from "#client/lib/site-facts";
import { trpc } from "#client/lib/trpc";

const CRUMBS = [HOME_CRUMB, SERVICES_CRUMB];

function trustFacts({ claims, business, serviceAreas, coverage }: CoreSiteFacts) {
  return [
    { label: "Google rating", value: `${claims.googleProfile.rating} stars` },
    { label: "Family-owned since", value: String(business.foundedYear) },
    { label: "Communities served", value: String(serviceAreas.length) },
    { label: "Travel fees", value: formatDollars(coverage.travelFee) },
  ];
}

export const Route = createFileRoute("/services/")({
  loader: async ({ context }) => {
    // Started here and read by the grid, which shows its skeleton meanwhile: the rest of the page
    // does not wait for the list.
    void context.queryClient().then((client) => client.prefetchQuery(trpc.services.list.queryOptions()));
    const facts = await context.loadQuery("facts", "site", undefined);
    return landingHead({
      seo: servicesOverview(facts).seo,
      siteName: facts.business.name,
      path: "/services",
      crumbs: CRUMBS,
    });
  },
  head: ({ loaderData }) => loaderData ?? {},
  component: ServicesPage,
});

function ServicesPage() {
  const facts = useSiteFacts();
  const overview = servicesOverview(facts);
  return (
    <LandingPage
      crumbs={CRUMBS}
      eyebrow="Our Services"
      title={overview.headline}
      intro={<p>{overview.overview}</p>}
      actions={
        <>
          <Link to="/pricing" className={buttonVariants({ size: "lg" })}>
            Get Instant Estimate
          </Link>
          <Link to="/booking" className={buttonVariants({ variant: "outline", size: "lg" })}>
            Book a Cleaning
          </Link>
        </>
      }
      aside={
        <FactsCard title="Why families choose us" facts={trustFacts(facts)}>
          <TrustBadges className="mt-5" />
        </FactsCard>
      }
    >
      <Section id="core-services" eyebrow="What we do" title="Our Core Cleaning Services">
        <QueryBoundary>
          <CoreServicesGrid />
        </QueryBoundary>
      </Section>
      <Section
        id="service-types"
        tone="tint"
        eyebrow="Homes and businesses"
        title="Residential, Commercial & Specialty"
      >
        <ServiceBlurbs overview={overview} />
      </Section>
      <Section
        id="add-ons"
        eyebrow="Customize your clean"
        title="Add-Ons & Extras"
        intro={
          <p>
            Add any of these to a clean when you book. Add-ons start from $
            {dollarAmount(facts.pricingDetails.addOnsFrom)}.
          </p>
        }
      >
        <AddOnList items={[...ADD_ON_KEYS.map((key) => addOnItem(facts, key)), ...extraServiceItems(facts)]} />
      </Section>
    </LandingPage>
  );
}
