import { createFileRoute } from "@tanstack/react-router";
import { allFaqs } from "#shared/content/faqs";
import { breadcrumbJsonLd, type Crumb, faqPageJsonLd } from "#shared/seo/structured-data";
import { FaqPage } from "../features/faq/faq-page";
import { pageHead, SITE_URL } from "../lib/seo";

const CRUMBS: readonly Crumb[] = [
  { name: "Home", path: "/" },
  { name: "FAQ", path: "/faq" },
];

export const Route = createFileRoute("/faq")({
  loader: () =>
    pageHead({
      title: "Frequently Asked Questions",
      description:
        "Answers about house cleaning prices, what's included, scheduling, pets, insurance and the Douglas County and South Denver areas we serve.",
      path: "/faq",
      jsonLd: [faqPageJsonLd(allFaqs()), breadcrumbJsonLd(CRUMBS, SITE_URL)],
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <FaqPage crumbs={CRUMBS} />,
});
