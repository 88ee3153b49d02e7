import { createFileRoute, Link } from "@tanstack/react-router";
import { breadcrumbJsonLd, type Crumb } from "#shared/seo/structured-data";
import { PageHero } from "../components/page/page-hero";
import { buttonVariants } from "../components/ui/button";
import { CommunityBadges } from "../features/community/community-badges";
import { CommunityEvents } from "../features/community/community-events";
import { CommunityHeroArt } from "../features/community/community-hero-art";
import { CommunityPartners } from "../features/community/community-partners";
import { CommunityStats } from "../features/community/community-stats";
import { PartnerWithUs } from "../features/community/partner-with-us";
import { pageHead, SITE_URL, siteName } from "../lib/seo";

const CRUMBS: readonly Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Community", path: "/community" },
];

export const Route = createFileRoute("/community")({
  loader: async ({ context }) => {
    const [{ business }, community] = await Promise.all([
      context.loadQuery("facts", "site", undefined),
      context.loadQuery("facts", "community", undefined),
    ]);
    return {
      head: pageHead({
        siteName: await siteName(context),
        title: "In the Community",
        description: `How ${business.name} gives back in Douglas County: local partners, sponsored events and donated cleans for families, seniors and schools.`,
        path: "/community",
        jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
      }),
      community,
    };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CommunityPage,
});

function CommunityPage() {
  const { community } = Route.useLoaderData();
  return (
    <>
      <PageHero
        crumbs={CRUMBS}
        eyebrow="In the community"
        title="Proud to Be Your Neighbors"
        intro="We don't just work in Douglas County, we live here. We shop at the same stores, cheer at the same ball fields, and give back through donated cleans, local partnerships and events all year long."
        actions={
          <>
            <a href="#partner-with-us" className={buttonVariants({ size: "lg" })}>
              Partner With Us
            </a>
            <Link to="/about" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Our Story
            </Link>
          </>
        }
        aside={<CommunityHeroArt />}
      />
      <CommunityStats />
      <CommunityPartners partners={community.partners} />
      <CommunityEvents events={community.events} />
      <CommunityBadges badges={community.badges} />
      <PartnerWithUs {...community.partnerWithUs} />
    </>
  );
}
