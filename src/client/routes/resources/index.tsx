import { createFileRoute, Link } from "@tanstack/react-router";
import { BookOpen, CircleCheck } from "lucide-react";
import { CtaBand } from "#client/components/page/cta-band";
import { PageHero } from "#client/components/page/page-hero";
import { Card } from "#client/components/ui/card";
import { Section } from "#client/components/ui/section";
import { ResourceCard } from "#client/features/resources/resource-card";
import { HOME_CRUMB, RESOURCES_CRUMB } from "#client/features/resources/resource-crumbs";
import { RESOURCE_GUIDE, RESOURCE_TOOLS } from "#client/features/resources/resource-links";
import { pageHead, SITE_URL, siteName } from "#client/lib/seo";
import { breadcrumbJsonLd } from "#shared/seo/structured-data";

const CRUMBS = [HOME_CRUMB, RESOURCES_CRUMB];

const PROMISES = ["Free, with no sign-up", "Built on our real prices and checklists", "Made for Douglas County homes"];

export const Route = createFileRoute("/resources/")({
  loader: async ({ context }) =>
    pageHead({
      siteName: await siteName(context),
      title: "Free Cleaning Tools & Guides",
      description:
        "Free house-cleaning tools: an instant estimate calculator, a walkthrough checklist, a cleaning frequency planner and a deep vs standard clean guide.",
      path: "/resources",
      jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: ResourcesPage,
});

function ResourcesPage() {
  return (
    <>
      <PageHero
        crumbs={CRUMBS}
        eyebrow="Free resources"
        title="Cleaning Tools & Guides"
        intro="Plan your cleaning with the same tools our team uses: estimate the cost, prepare for your walkthrough, find the right schedule and decide between a deep and a standard clean."
        aside={
          <Card tone="frosted">
            <p className="font-semibold text-brand-900">Every resource is</p>
            <ul className="mt-4 space-y-3">
              {PROMISES.map((promise) => (
                <li key={promise} className="flex items-start gap-3 text-slate-700">
                  <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {promise}
                </li>
              ))}
            </ul>
          </Card>
        }
      />
      <Section
        id="tools"
        eyebrow="Plan ahead"
        title="Free Planning Tools"
        intro="Three quick tools that answer the questions we hear most before a first clean."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {RESOURCE_TOOLS.map((tool) => (
            <li key={tool.to}>
              <ResourceCard resource={tool} kind="Tool" />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="guides" tone="tint" eyebrow="Learn more" title="Cleaning Guides">
        <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
          <ResourceCard resource={RESOURCE_GUIDE} kind="Guide" />
          <Card>
            <BookOpen aria-hidden className="size-8 text-brand-600" />
            <h3 className="mt-4 text-lg font-bold text-brand-900">More tips on our blog</h3>
            <p className="mt-2 text-slate-700">
              Seasonal advice for Colorado homes, from mud-season entryways to hard-water stains.
            </p>
            <Link
              to="/blog"
              className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Read the blog
            </Link>
          </Card>
        </div>
      </Section>
      <CtaBand />
    </>
  );
}
