import { createFileRoute, Link } from "@tanstack/react-router";
import { breadcrumbJsonLd, type Crumb } from "#shared/seo/structured-data";
import { CtaBand } from "../components/page/cta-band";
import { PageHero } from "../components/page/page-hero";
import { TrustBadges } from "../components/page/trust-badges";
import { buttonVariants } from "../components/ui/button";
import { AboutFacts } from "../features/about/about-facts";
import { CompanyStory } from "../features/about/company-story";
import { CompanyValues } from "../features/about/company-values";
import { HighlightedCities } from "../features/about/highlighted-cities";
import { pageHead, SITE_URL, siteName } from "../lib/seo";
import { useSiteFacts } from "../lib/site-facts";

const CRUMBS: readonly Crumb[] = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about" },
];

export const Route = createFileRoute("/about")({
  loader: async ({ context }) => {
    const [{ business }, about, team] = await Promise.all([
      context.loadQuery("facts", "site", undefined),
      context.loadQuery("facts", "about", undefined),
      context.loadQuery("facts", "team", undefined),
    ]);
    return {
      head: pageHead({
        siteName: await siteName(context),
        title: "About Us",
        description: `Meet ${business.name}, a family-owned house cleaning company serving Douglas County and South Denver since ${business.foundedYear}. Our story, mission and values.`,
        path: "/about",
        jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
      }),
      about,
      values: team.values,
    };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: AboutPage,
});

function AboutPage() {
  const { about, values } = Route.useLoaderData();
  const { business } = useSiteFacts();
  return (
    <>
      <PageHero
        crumbs={CRUMBS}
        eyebrow={`About ${business.name}`}
        title="A Local Family Business That Treats Your Home Like Ours"
        intro={
          <>
            <p>
              {business.tagline}. That's the promise we started with at a kitchen table in {business.baseCity}, and it's
              the one we keep in every home we clean.
            </p>
            <TrustBadges licensedLabel className="mt-6" />
          </>
        }
        actions={
          <>
            <Link to="/booking" className={buttonVariants({ size: "lg" })}>
              Book a Free Assessment
            </Link>
            <Link to="/pricing" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Get Instant Estimate
            </Link>
          </>
        }
        aside={<AboutFacts />}
      />
      <CompanyStory story={about.story} mission={about.mission} />
      <CompanyValues values={values} />
      <HighlightedCities />
      <CtaBand />
    </>
  );
}
