import type { FastifyInstance } from "fastify";
import { BLOG_FEED_PATH } from "#shared/content/blog/reading";
import type { PostSummaryDto } from "../routers/public/posts";
import type { CallerFor } from "../rest/caller";

const FEED_ITEMS = 20;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** RSS 2.0 of the newest published posts (titles, links and excerpts; readers open the page). */
export function blogFeedXml(siteUrl: string, businessName: string, posts: readonly PostSummaryDto[]): string {
  const items = posts.map((post) => {
    const link = `${siteUrl}/blog/${post.slug}`;
    const date = post.publishedAt ? `\n      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>` : "";
    const categories = post.tags.map((tag) => `\n      <category>${escapeXml(tag)}</category>`).join("");
    return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="false">${escapeXml(post.id)}</guid>${date}
      <description>${escapeXml(post.excerpt ?? "")}</description>${categories}
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${businessName} blog`)}</title>
    <link>${escapeXml(`${siteUrl}/blog`)}</link>
    <description>${escapeXml(`Cleaning tips and news from ${businessName}`)}</description>
    <language>en-us</language>
    <atom:link href="${escapeXml(`${siteUrl}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}

/** GET /blog/rss.xml, from the same cached procedure as /blog. */
export function registerBlogFeed(app: FastifyInstance, callerFor: CallerFor, siteUrl: string): void {
  app.get(BLOG_FEED_PATH, async (request, reply) => {
    const caller = callerFor(request);
    const [posts, facts] = await Promise.all([caller.posts.list({ limit: FEED_ITEMS }), caller.facts.site()]);
    return reply
      .header("cache-control", "public, max-age=0, must-revalidate")
      .type("application/rss+xml; charset=utf-8")
      .send(blogFeedXml(siteUrl, facts.business.name, posts));
  });
}
