import { createFileRoute } from "@tanstack/react-router";
import { BLOG_FEED_PATH } from "#shared/content/blog/reading";
import { breadcrumbJsonLd } from "#shared/seo/structured-data";
import { BLOG_CRUMBS } from "#client/features/blog/blog-crumbs";
import { BlogListPage } from "#client/features/blog/blog-list-page";
import { absoluteUrl, pageHead, SITE_URL, siteName } from "#client/lib/seo";
import { QueryBoundary } from "#client/lib/query-boundary";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/blog/")({
  loader: async ({ context }) => {
    // Started here and read by the list (which shows its skeleton meanwhile) and the writers card.
    void context
      .queryClient()
      .then((client) =>
        Promise.all([
          client.prefetchQuery(trpc.posts.list.queryOptions()),
          client.prefetchQuery(trpc.facts.team.queryOptions()),
        ]),
      );
    const { business } = await context.loadQuery("facts", "site", undefined);
    const head = pageHead({
      siteName: await siteName(context),
      title: `Cleaning Tips & Insights | ${business.name} Blog`,
      description:
        "House cleaning tips for Douglas County and South Denver homes: Colorado dust, mud season, pets, move-out checklists and choosing a cleaning schedule.",
      path: "/blog",
      jsonLd: [breadcrumbJsonLd(BLOG_CRUMBS, SITE_URL)],
    });
    // Feed readers find the RSS feed from the blog's page.
    const feed = {
      rel: "alternate",
      type: "application/rss+xml",
      title: `${business.name} blog`,
      href: absoluteUrl(BLOG_FEED_PATH),
    };
    return { ...head, links: [...head.links, feed] };
  },
  head: ({ loaderData }) => loaderData ?? {},
  component: BlogListRoute,
});

function BlogListRoute() {
  return (
    <QueryBoundary>
      <BlogListPage />
    </QueryBoundary>
  );
}
