import { createFileRoute, Link } from "@tanstack/react-router";
import { cityTestimonials } from "#shared/content/testimonials";
import { resolveSingleSegment } from "#shared/slugs/single-segment";
import { buttonVariants } from "../components/ui/button";
import { CityLandingPage } from "../features/city/city-landing-page";
import { LocalPageState } from "../features/city/local-page-state";
import { ServiceInCityPage } from "../features/city/service-in-city-page";
import { singleSegmentHead } from "../features/city/single-segment-head";

/**
 * The /{slug} catch-all (first match wins): service-in-city, else the city landing
 * logic. The slug is resolved here, once, against the cities of the facts this page comes with;
 * components get the typed result. (A `params.parse` that adds the result would change the param
 * type every `<Link to="/$slug">` passes, and could not read the facts.) A city landing loads the
 * city's own copy, which only its page carries, and the visible reviews it picks three from.
 */
export const Route = createFileRoute("/$slug")({
  loader: async ({ context, params }) => {
    const facts = await context.loadQuery("facts", "site", undefined);
    const page = resolveSingleSegment(params.slug, facts.serviceAreas);
    if (page.kind !== "city-landing")
      return { page, details: undefined, reviews: [], head: singleSegmentHead(page, `/${params.slug}`, facts) };
    const [city, all, featured] = await Promise.all([
      context.loadQuery("facts", "city", { slug: page.area.slug }),
      // Like the home page's, the city's reviews have no error state: a failed request leaves them out.
      context.loadQuery("testimonials", "list", undefined).catch(() => []),
      context.loadQuery("testimonials", "list", { featured: true }).catch(() => []),
    ]);
    const featuredIds = new Set(featured.map((review) => review.id));
    return {
      page,
      details: city.details,
      reviews: cityTestimonials(page.area.city, all, featuredIds),
      head: singleSegmentHead(page, `/${params.slug}`, facts),
    };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: SingleSegmentPage,
});

function SingleSegmentPage() {
  const { page, details, reviews } = Route.useLoaderData();
  switch (page.kind) {
    case "service-in-city":
      return <ServiceInCityPage service={page.service} area={page.area} canonicalPath={page.canonicalPath} />;
    case "city-landing":
      return <CityLandingPage area={page.area} details={details} reviews={reviews} />;
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
