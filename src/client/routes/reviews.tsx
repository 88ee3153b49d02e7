import { createFileRoute, Link } from "@tanstack/react-router";
import { breadcrumbJsonLd, type Crumb } from "#shared/seo/structured-data";
import { CtaBand } from "../components/page/cta-band";
import { PageHero } from "../components/page/page-hero";
import { buttonVariants } from "../components/ui/button";
import { Section } from "../components/ui/section";
import { LeaveReviewLink } from "../features/reviews/leave-review-link";
import { RatingSummary } from "../features/reviews/rating-summary";
import { ReviewsContent } from "../features/reviews/reviews-content";
import { pageHead, SITE_URL, siteName } from "../lib/seo";
import { QueryBoundary } from "../lib/query-boundary";
import { trpc } from "../lib/trpc";

const CRUMBS: readonly Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Reviews", path: "/reviews" },
];

export const Route = createFileRoute("/reviews")({
  loader: async ({ context }) => {
    // Started here and read by the list and the summary, which show their skeletons meanwhile.
    void context.queryClient().then((client) => client.prefetchQuery(trpc.testimonials.list.queryOptions()));
    const { business } = await context.loadQuery("facts", "site", undefined);
    return pageHead({
      siteName: await siteName(context),
      title: "Customer Reviews",
      description: `Read what families in Parker, Castle Rock, Highlands Ranch and across South Denver say about house cleaning from ${business.name}.`,
      path: "/reviews",
      jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
    });
  },
  head: ({ loaderData }) => loaderData ?? {},
  component: ReviewsPage,
});

function ReviewsPage() {
  return (
    <QueryBoundary>
      <PageHero
        crumbs={CRUMBS}
        eyebrow="Reviews"
        title="What Our Clients Say"
        intro="Honest words from the families whose homes we clean across Douglas County and the South Denver metro. We read every review, and we'd love to hear yours."
        actions={
          <>
            <LeaveReviewLink />
            <Link to="/booking" className={buttonVariants({ variant: "outline" })}>
              Book a Free Assessment
            </Link>
          </>
        }
        aside={<RatingSummary />}
      />
      <Section className="pt-4 md:pt-6">
        <ReviewsContent />
      </Section>
      <CtaBand title="Join our happy clients" />
    </QueryBoundary>
  );
}
