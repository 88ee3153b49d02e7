import { createFileRoute, Link } from "@tanstack/react-router";
import { House, Mail } from "lucide-react";
import { PageHero } from "../components/page/page-hero";
import { buttonVariants } from "../components/ui/button";
import { SitemapGroupCard } from "../features/sitemap/sitemap-group-card";
import { sitemapGroups } from "../features/sitemap/sitemap-groups";
import { pageHead, SITE_URL, siteName } from "../lib/seo";
import { useSiteFacts } from "../lib/site-facts";
import { breadcrumbJsonLd } from "#shared/seo/structured-data";

const CRUMBS = [
  { name: "Home", path: "/" },
  { name: "Sitemap", path: "/sitemap" },
];

export const Route = createFileRoute("/sitemap")({
  loader: async ({ context }) =>
    pageHead({
      siteName: await siteName(context),
      title: "Sitemap",
      description:
        "Every page of our website in one place: services, pricing and booking, service areas, free resources, reviews, the blog and legal pages.",
      path: "/sitemap",
      jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: SitemapPage,
});

function SitemapPage() {
  const facts = useSiteFacts();
  return (
    <>
      <PageHero
        crumbs={CRUMBS}
        title="Sitemap"
        intro="Find any page on our site, grouped by what you're looking for."
      />
      <div className="mx-auto max-w-6xl px-4 pb-20 pt-4">
        <ul className="gap-6 sm:columns-2 lg:columns-3">
          {sitemapGroups(facts).map((group) => (
            <li key={group.title} className="mb-6 break-inside-avoid">
              <SitemapGroupCard group={group} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <Link to="/contact" className={buttonVariants({ variant: "primary" })}>
            <Mail aria-hidden className="size-5" /> Contact Us
          </Link>
          <Link to="/" className={buttonVariants({ variant: "outline" })}>
            <House aria-hidden className="size-5" /> Back to Home
          </Link>
        </div>
      </div>
    </>
  );
}
