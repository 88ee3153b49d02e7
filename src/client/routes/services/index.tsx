import { createFileRoute, Link } from "@tanstack/react-router";
import { COVERAGE } from "#shared/areas/cities";
import { BUSINESS } from "#shared/business/business-info";
import { GOOGLE_PROFILE_CLAIM } from "#shared/business/claims";
import { ADD_ON_LIST, ADD_ONS_FROM_PRICE } from "#shared/catalog/add-ons";
import { SERVICES_OVERVIEW } from "#shared/content/service-pages";
import { TrustBadges } from "#client/components/page/trust-badges";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { FactsCard } from "#client/components/landing/facts-card";
import { HOME_CRUMB, landingHead, SERVICES_CRUMB } from "#client/components/landing/landing-head";
import { LandingPage } from "#client/components/landing/landing-page";
import { AddOnList, addOnItem, EXTRA_SERVICE_ITEMS } from "#client/features/services/add-on-list";
import { CoreServicesGrid } from "#client/features/services/core-services-grid";
import { ServiceBlurbs } from "#client/features/services/service-blurbs";
import { QueryBoundary } from "#client/lib/query-boundary";
import { trpc } from "#client/lib/trpc";

const CRUMBS = [HOME_CRUMB, SERVICES_CRUMB];

const TRUST_FACTS = [
  { label: "Google rating", value: `${GOOGLE_PROFILE_CLAIM.rating} stars` },
  { label: "Family-owned since", value: String(BUSINESS.foundedYear) },
  { label: "Communities served", value: String(COVERAGE.communities) },
  { label: "Travel fees", value: `$${COVERAGE.travelFeeDollars}` },
];

export const Route = createFileRoute("/services/")({
  loader: ({ context }) => {
    // Started here and read by the grid, which shows its skeleton meanwhile: the rest of the page
    // does not wait for the list.
    void context.queryClient().then((client) => client.prefetchQuery(trpc.services.list.queryOptions()));
    return landingHead({ seo: SERVICES_OVERVIEW.seo, path: "/services", crumbs: CRUMBS });
  },
  head: ({ loaderData }) => loaderData ?? {},
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <LandingPage
      crumbs={CRUMBS}
      eyebrow="Our Services"
      title={SERVICES_OVERVIEW.headline}
      intro={<p>{SERVICES_OVERVIEW.overview}</p>}
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
        <FactsCard title="Why families choose us" facts={TRUST_FACTS}>
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
        <ServiceBlurbs />
      </Section>
      <Section
        id="add-ons"
        eyebrow="Customize your clean"
        title="Add-Ons & Extras"
        intro={<p>Add any of these to a clean when you book. Add-ons start from ${ADD_ONS_FROM_PRICE}.</p>}
      >
        <AddOnList items={[...ADD_ON_LIST.map(addOnItem), ...EXTRA_SERVICE_ITEMS]} />
      </Section>
    </LandingPage>
  );
}
