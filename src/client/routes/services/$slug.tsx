import { createFileRoute, Link } from "@tanstack/react-router";
import { publishedService } from "#shared/catalog/published-services";
import type { ServiceKey } from "#shared/catalog/services";
import { servicePage } from "#shared/content/service-pages";
import { parseServiceSlug } from "#shared/slugs/service-page";
import { buttonVariants } from "#client/components/ui/button";
import { landingHead, pageServiceJsonLd, serviceCrumbs } from "#client/components/landing/landing-head";
import { fetchedService } from "#client/features/services/fetched-service";
import { ServiceDetail } from "#client/features/services/service-detail";
import { ServiceDetailSkeleton } from "#client/features/services/service-detail-skeleton";
import { ServiceUnavailable } from "#client/features/services/service-unavailable";
import { pageHead, siteName } from "#client/lib/seo";
import { useSiteFacts } from "#client/lib/site-facts";

/**
 * The slug is parsed here: a catalogue key, or a slug the local configuration does not know
 * (kept as typed, flagged `unknownSlug`). Links keep passing `{ slug: key }`.
 */
type ServiceRouteParams = { slug: ServiceKey; unknownSlug?: undefined } | { slug: string; unknownSlug: true };

export const Route = createFileRoute("/services/$slug")({
  params: {
    parse: ({ slug }): ServiceRouteParams => {
      const parsed = parseServiceSlug(slug);
      return parsed.ok ? { slug: parsed.service } : { slug, unknownSlug: true };
    },
  },
  // The head comes from the published facts and the page's copy, so it is the same whatever the API
  // answers; the service itself is fetched before the page renders (the skeleton shows meanwhile).
  loader: async ({ context, params }) => {
    if (params.unknownSlug) {
      return {
        head: pageHead({
          siteName: await siteName(context),
          title: "Service Configuration Error",
          description:
            "This service is not properly configured. Please contact support, or browse all of our cleaning services.",
          path: `/services/${params.slug}`,
        }),
        service: null,
      };
    }
    const facts = await context.loadQuery("facts", "site", undefined);
    const local = publishedService(facts.services, params.slug);
    const page = servicePage(params.slug, facts);
    const path = `/services/${local.key}`;
    const head = landingHead({
      seo: page.seo,
      siteName: facts.business.name,
      path,
      crumbs: serviceCrumbs(local.name, path),
      faqs: page.faqs,
      service: pageServiceJsonLd({ service: facts.services[local.key] }, facts),
    });
    // A failed request, or an answer this build cannot show, is "Service Not Found".
    const service = await context
      .loadQuery("services", "bySlug", { slug: params.slug })
      .then(fetchedService, () => null);
    return { head, service };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  pendingComponent: ServiceDetailSkeleton,
  component: ServiceRoute,
});

function ServiceRoute() {
  const params = Route.useParams();
  const { service } = Route.useLoaderData();
  const facts = useSiteFacts();
  if (params.unknownSlug) {
    return (
      <ServiceUnavailable
        title="Service Configuration Error"
        message="This service is not properly configured. Please contact support."
        action={
          <>
            <Link to="/contact" className={buttonVariants()}>
              Contact Support
            </Link>
            <Link to="/services" className={buttonVariants({ variant: "outline" })}>
              Browse All Services
            </Link>
          </>
        }
      />
    );
  }
  if (!service) {
    return (
      <ServiceUnavailable
        title="Service Not Found"
        message="The service you're looking for doesn't exist or has been moved."
        action={
          <Link to="/services" className={buttonVariants()}>
            View All Services
          </Link>
        }
      />
    );
  }
  return <ServiceDetail service={service} page={servicePage(service.key, facts)} />;
}
