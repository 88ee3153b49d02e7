import { createFileRoute } from "@tanstack/react-router";
import { breadcrumbJsonLd } from "#shared/seo/structured-data";
import { ServiceAreasPage } from "#client/features/areas/service-areas-page";
import { SERVICE_AREAS_CRUMBS } from "#client/lib/city-crumbs";
import { pageHead, SITE_URL, siteName } from "#client/lib/seo";

export const Route = createFileRoute("/service-areas/")({
  loader: async ({ context }) => {
    const { serviceAreas, coverage } = await context.loadQuery("facts", "site", undefined);
    return pageHead({
      siteName: await siteName(context),
      title: "Service Areas: Douglas County & South Denver House Cleaning",
      description: `House cleaning in ${serviceAreas.length} communities across Douglas County and South Denver, all within ${coverage.maxTravelMinutes} minutes of our team. No travel fees.`,
      path: "/service-areas",
      jsonLd: [breadcrumbJsonLd(SERVICE_AREAS_CRUMBS, SITE_URL)],
    });
  },
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <ServiceAreasPage crumbs={SERVICE_AREAS_CRUMBS} />,
});
