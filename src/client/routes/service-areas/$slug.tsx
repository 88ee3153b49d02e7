import { createFileRoute, Link } from "@tanstack/react-router";
import { buttonVariants } from "#client/components/ui/button";
import { AreaDetailPage } from "#client/features/areas/area-detail-page";
import { type AreaPage, resolveAreaPage } from "#client/features/areas/area-page";
import { areaPageHead } from "#client/features/areas/area-page-head";
import { LocalPageState } from "#client/features/city/local-page-state";

/**
 * The slug is resolved here against the facts this page comes with (see routes/$slug.tsx for why
 * a loader and not `params.parse`); a detailed page loads the city's own copy.
 */
export const Route = createFileRoute("/service-areas/$slug")({
  loader: async ({ context, params }) => {
    const facts = await context.loadQuery("facts", "site", undefined);
    const resolved = resolveAreaPage(params.slug, facts);
    const details =
      resolved.kind === "detail"
        ? (await context.loadQuery("facts", "city", { slug: resolved.area.slug })).details
        : undefined;
    // A detailed page needs the city's details; without them it is not available.
    const page: AreaPage =
      details || resolved.kind !== "detail" ? resolved : { kind: "unavailable", area: resolved.area };
    return { page, details, head: areaPageHead(page, `/service-areas/${params.slug}`, facts, details) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ServiceAreaPage,
});

function ServiceAreaPage() {
  const { page, details } = Route.useLoaderData();
  if (page.kind === "detail" && details) return <AreaDetailPage area={page.area} detail={details} path={page.path} />;
  return (
    <LocalPageState
      title="Service Area Information Not Available"
      message="We may still serve your area. Contact us to check availability."
      action={
        <>
          <Link to="/contact" className={buttonVariants({ size: "lg" })}>
            Contact Us
          </Link>
          {page.area ? (
            <Link
              to="/$slug"
              params={{ slug: page.area.slug }}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {page.area.city} house cleaning
            </Link>
          ) : null}
        </>
      }
    />
  );
}
