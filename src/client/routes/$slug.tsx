import { createFileRoute, Link } from "@tanstack/react-router";
import { resolveSingleSegment } from "#shared/slugs/single-segment";
import { buttonVariants } from "../components/ui/button";
import { CityLandingPage } from "../features/city/city-landing-page";
import { LocalPageState } from "../features/city/local-page-state";
import { ServiceInCityPage } from "../features/city/service-in-city-page";
import { singleSegmentHead } from "../features/city/single-segment-head";

/**
 * The /{slug} catch-all (first match wins): service-in-city, else the city landing
 * logic. The slug is resolved here, once; components get the typed result. (A `params.parse`
 * that adds the result would change the param type every `<Link to="/$slug">` passes.)
 */
export const Route = createFileRoute("/$slug")({
  loader: ({ params }) => {
    const page = resolveSingleSegment(params.slug);
    return { page, head: singleSegmentHead(page, `/${params.slug}`) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: SingleSegmentPage,
});

function SingleSegmentPage() {
  const { page } = Route.useLoaderData();
  switch (page.kind) {
    case "service-in-city":
      return <ServiceInCityPage service={page.service} area={page.area} canonicalPath={page.canonicalPath} />;
    case "city-landing":
      return <CityLandingPage area={page.area} />;
    case "area-not-found":
      return (
        <LocalPageState
          title="Service Area Not Found"
          message="We may still serve your area. Contact us to check availability."
          action={
            <Link to="/contact" className={buttonVariants({ size: "lg" })}>
              Contact Us
            </Link>
          }
        />
      );
    case "page-not-found":
      return (
        <LocalPageState
          title="Page Not Found"
          message="The page you're looking for doesn't exist."
          action={
            <Link to="/" className={buttonVariants({ size: "lg" })}>
              Go Home
            </Link>
          }
        />
      );
  }
}
