import { createFileRoute, Link } from "@tanstack/react-router";
import { ESTIMATE_DEFAULTS } from "#shared/pricing/options";
import { faqPageJsonLd } from "#shared/seo/structured-data";
import { CtaBand } from "../components/page/cta-band";
import { FaqAccordion } from "../components/ui/accordion";
import { buttonVariants } from "../components/ui/button";
import { Section } from "../components/ui/section";
import { EstimateWidget } from "../features/estimate/estimate-widget";
import { BeforeAfterResults } from "../features/home/before-after-results";
import { FeaturedTestimonials } from "../features/home/featured-testimonials";
import { HomeHero } from "../features/home/home-hero";
import { ServiceAreaMap } from "../features/home/service-area-map";
import { ServiceCards } from "../features/home/service-cards";
import { WhyChooseUs } from "../features/home/why-choose-us";
import { cn } from "../lib/cn";
import { pageHead, siteName } from "../lib/seo";

export const Route = createFileRoute("/")({
  loader: async ({ context }) => {
    const [faqs, team, featured] = await Promise.all([
      context.loadQuery("facts", "homeFaqs", undefined),
      context.loadQuery("facts", "team", undefined),
      // The home page has no error state of its own: a failed request shows the sample reviews.
      context.loadQuery("testimonials", "list", { featured: true }).catch(() => []),
    ]);
    return {
      head: pageHead({
        siteName: await siteName(context),
        title: "House Cleaning in Douglas County & South Denver",
        description:
          "Family-owned house cleaning in Parker, Castle Rock, Highlands Ranch and nearby. Get an instant estimate, then book a free in-home assessment.",
        path: "/",
        jsonLd: [faqPageJsonLd(faqs)],
      }),
      faqs,
      whyChooseUs: team.whyChooseUs,
      featured,
    };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: HomePage,
});

function HomePage() {
  const { faqs, whyChooseUs, featured } = Route.useLoaderData();
  return (
    <>
      <HomeHero />
      <Section
        id="estimate"
        eyebrow="Instant estimate"
        title="See Your Price in Seconds"
        intro="Tell us about your home. The price updates as you go, and there's no sign-up."
      >
        <EstimateWidget initial={ESTIMATE_DEFAULTS} />
      </Section>
      <WhyChooseUs highlights={whyChooseUs} />
      <ServiceCards />
      <BeforeAfterResults />
      <FeaturedTestimonials featured={featured} />
      <ServiceAreaMap />
      <Section id="faq" title="Frequently Asked Questions" intro="Quick answers to what families ask us most.">
        <div className="max-w-3xl">
          <FaqAccordion faqs={faqs} />
          <Link to="/faq" className={cn(buttonVariants({ variant: "outline" }), "mt-8")}>
            See All FAQs
          </Link>
        </div>
      </Section>
      <CtaBand />
    </>
  );
}
