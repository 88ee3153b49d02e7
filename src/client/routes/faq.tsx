import { createFileRoute } from "@tanstack/react-router";
import { faqsOf } from "#shared/content/faq-page";
import { breadcrumbJsonLd, type Crumb, faqPageJsonLd } from "#shared/seo/structured-data";
import { FaqPage } from "../features/faq/faq-page";
import { pageHead, SITE_URL, siteName } from "../lib/seo";

const CRUMBS: readonly Crumb[] = [
  { name: "Home", path: "/" },
  { name: "FAQ", path: "/faq" },
];

export const Route = createFileRoute("/faq")({
  loader: async ({ context }) => {
    const groups = await context.loadQuery("facts", "faqs", undefined);
    return {
      head: pageHead({
        siteName: await siteName(context),
        title: "Frequently Asked Questions",
        description:
          "Answers about house cleaning prices, what's included, scheduling, pets, insurance and the Douglas County and South Denver areas we serve.",
        path: "/faq",
        jsonLd: [faqPageJsonLd(faqsOf(groups)), breadcrumbJsonLd(CRUMBS, SITE_URL)],
      }),
      groups,
    };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: FaqRoute,
});

function FaqRoute() {
  const { groups } = Route.useLoaderData();
  return <FaqPage crumbs={CRUMBS} groups={groups} />;
}
