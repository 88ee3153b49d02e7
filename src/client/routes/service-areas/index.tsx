import { createFileRoute } from "@tanstack/react-router";
import { COVERAGE } from "#shared/areas/cities";
import { breadcrumbJsonLd } from "#shared/seo/structured-data";
import { ServiceAreasPage } from "#client/features/areas/service-areas-page";
import { SERVICE_AREAS_CRUMBS } from "#client/lib/city-crumbs";
import { pageHead, SITE_URL } from "#client/lib/seo";

export const Route = createFileRoute("/service-areas/")({
  loader: () =>
    pageHead({
      title: "Service Areas: Douglas County & South Denver House Cleaning",
      description: `House cleaning in ${COVERAGE.communities} communities across Douglas County and South Denver, all within ${COVERAGE.maxTravelMinutes} minutes of our team. No travel fees.`,
      path: "/service-areas",
      jsonLd: [breadcrumbJsonLd(SERVICE_AREAS_CRUMBS, SITE_URL)],
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <ServiceAreasPage crumbs={SERVICE_AREAS_CRUMBS} />,
});
