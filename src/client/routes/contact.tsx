import { createFileRoute } from "@tanstack/react-router";
import { breadcrumbJsonLd, type Crumb } from "#shared/seo/structured-data";
import { ContactPage } from "../features/contact/contact-page";
import { pageHead, SITE_URL, siteName } from "../lib/seo";

const CRUMBS: readonly Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Contact", path: "/contact" },
];

export const Route = createFileRoute("/contact")({
  loader: async ({ context }) =>
    pageHead({
      siteName: await siteName(context),
      title: "Contact Us",
      description:
        "Call, chat or send us a message. Our family-owned team answers cleaning questions across Douglas County and South Denver within hours.",
      path: "/contact",
      jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <ContactPage crumbs={CRUMBS} />,
});
