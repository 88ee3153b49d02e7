import { createFileRoute, Link } from "@tanstack/react-router";
import { buttonVariants } from "#client/components/ui/button";
import { AreaDetailPage } from "#client/features/areas/area-detail-page";
import { resolveAreaPage } from "#client/features/areas/area-page";
import { areaPageHead } from "#client/features/areas/area-page-head";
import { LocalPageState } from "#client/features/city/local-page-state";

/** The slug is resolved here (see routes/$slug.tsx for why a loader and not `params.parse`). */
export const Route = createFileRoute("/service-areas/$slug")({
  loader: ({ params }) => {
    const page = resolveAreaPage(params.slug);
    return { page, head: areaPageHead(page, `/service-areas/${params.slug}`) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ServiceAreaPage,
});

function ServiceAreaPage() {
  const { page } = Route.useLoaderData();
  if (page.kind === "detail") return <AreaDetailPage area={page.area} detail={page.detail} path={page.path} />;
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
