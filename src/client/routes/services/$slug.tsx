import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { SERVICES, type ServiceKey } from "../../../shared/catalog/services";
import { SERVICE_PAGES } from "../../../shared/content/service-pages";
import { parseServiceSlug } from "../../../shared/slugs/service-page";
import { buttonVariants } from "../../components/ui/button";
import { landingHead, pageServiceJsonLd, serviceCrumbs } from "../../components/landing/landing-head";
import { ServiceDetail } from "../../features/services/service-detail";
import { ServiceDetailSkeleton } from "../../features/services/service-detail-skeleton";
import { ServiceUnavailable } from "../../features/services/service-unavailable";
import { pageHead } from "../../lib/seo";
import { trpc } from "../../lib/trpc";

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
  // The head is built in the loader, which is split off with the page (see vite.config.ts).
  loader: ({ params }) => {
    if (params.unknownSlug) {
      return pageHead({
        title: "Service Configuration Error",
        description: "This service is not properly configured. Please contact support, or browse all of our cleaning services.",
        path: `/services/${params.slug}`,
      });
    }
    const service = SERVICES[params.slug];
    const page = SERVICE_PAGES[params.slug];
    const path = `/services/${service.key}`;
    return landingHead({
      seo: page.seo,
      path,
      crumbs: serviceCrumbs(service.name, path),
      faqs: page.faqs,
      service: pageServiceJsonLd({ service }),
    });
  },
  head: ({ loaderData }) => loaderData ?? {},
  component: ServiceRoute,
});

function ServiceRoute() {
  const params = Route.useParams();
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
  return <LoadedService service={params.slug} />;
}

/** Section 7: GET /api/services/{slug} decides only between the page and "Service Not Found". */
function LoadedService({ service }: { service: ServiceKey }) {
  const query = useQuery(trpc.services.bySlug.queryOptions({ slug: service }));
  if (query.isPending) return <ServiceDetailSkeleton />;
  if (query.isError || !query.data) {
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
  return <ServiceDetail service={SERVICES[service]} page={SERVICE_PAGES[service]} />;
}
