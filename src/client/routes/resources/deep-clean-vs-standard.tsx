import { createFileRoute, Link } from "@tanstack/react-router";
import { Calculator } from "lucide-react";
import { CtaBand } from "#client/components/page/cta-band";
import { PageHero } from "#client/components/page/page-hero";
import { FaqAccordion } from "#client/components/ui/accordion";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { ComparisonTable } from "#client/features/resources/comparison-table";
import { GuideContentsCard } from "#client/features/resources/guide-contents-card";
import { RecommendationCards } from "#client/features/resources/recommendation-cards";
import { HOME_CRUMB } from "#client/features/resources/resource-crumbs";
import { TaskComparisonTable } from "#client/features/resources/task-comparison-table";
import { pageHead, SITE_URL, siteName } from "#client/lib/seo";
import { useSiteFacts } from "#client/lib/site-facts";
import { deepVsStandardGuide } from "#shared/content/deep-vs-standard-guide";
import { breadcrumbJsonLd, faqPageJsonLd } from "#shared/seo/structured-data";

const PATH = "/resources/deep-clean-vs-standard";
/** This guide's "Resources" crumb points to /blog. */
const CRUMBS = [HOME_CRUMB, { name: "Resources", path: "/blog" }, { name: "Deep Clean vs Standard", path: PATH }];

const SECTIONS = {
  glance: { id: "at-a-glance", title: "At a Glance" },
  tasks: { id: "tasks", title: "Task by Task" },
  choose: { id: "which-to-choose", title: "Which One Should You Book?" },
  faqs: { id: "faqs", title: "Frequently Asked Questions" },
} as const;

export const Route = createFileRoute("/resources/deep-clean-vs-standard")({
  loader: async ({ context }) => {
    const guide = deepVsStandardGuide(await context.loadQuery("facts", "site", undefined));
    return {
      head: pageHead({
        siteName: await siteName(context),
        title: "Deep Clean vs Standard Clean: Which Do You Need?",
        description:
          "Compare a deep clean and a standard clean side by side: what each includes, how long it takes, how it's priced and how often to book it.",
        path: PATH,
        jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL), faqPageJsonLd(guide.faqs)],
      }),
      guide,
    };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: DeepVsStandardPage,
});

function DeepVsStandardPage() {
  const { guide } = Route.useLoaderData();
  const { standard, deep } = useSiteFacts().services;
  return (
    <>
      <PageHero
        crumbs={CRUMBS}
        eyebrow="Cleaning guide"
        title="Deep Clean vs Standard Clean"
        intro={`A ${standard.name.toLowerCase()} keeps a tidy home tidy. A ${deep.name.toLowerCase()} resets a home that needs more. Here's how they compare, and how to choose.`}
        actions={
          <>
            <Link to="/resources/estimate-calculator" className={buttonVariants({ variant: "primary" })}>
              <Calculator aria-hidden className="size-5" /> Estimate Your Clean
            </Link>
            <Link to="/services" className={buttonVariants({ variant: "outline" })}>
              See All Services
            </Link>
          </>
        }
        aside={<GuideContentsCard sections={Object.values(SECTIONS)} />}
      />
      <Section id={SECTIONS.glance.id} className="scroll-mt-16" eyebrow="Side by side" title={SECTIONS.glance.title}>
        <ComparisonTable rows={guide.rows} />
      </Section>
      <Section
        id={SECTIONS.tasks.id}
        className="scroll-mt-16"
        tone="tint"
        eyebrow="What gets cleaned"
        title={SECTIONS.tasks.title}
        intro="Every standard-clean task is part of a deep clean too. The deep clean then adds the detail work."
      >
        <TaskComparisonTable tasksInBoth={guide.tasksInBoth} deepOnlyTasks={guide.deepOnlyTasks} />
      </Section>
      <Section id={SECTIONS.choose.id} className="scroll-mt-16" eyebrow="Recommendations" title={SECTIONS.choose.title}>
        <RecommendationCards recommendations={guide.recommendations} verdict={guide.verdict} />
      </Section>
      <Section id={SECTIONS.faqs.id} className="scroll-mt-16" tone="tint" title={SECTIONS.faqs.title}>
        <div className="max-w-3xl">
          <FaqAccordion faqs={guide.faqs} />
        </div>
      </Section>
      <CtaBand
        title="Not sure which clean you need?"
        text="Book a free in-home walkthrough and we'll recommend the right starting point for your home."
      />
    </>
  );
}
