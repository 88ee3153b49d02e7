import type { TeamMember } from "#shared/content/blog/authors";
import { seoDescription } from "#shared/content/blog/reading";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { breadcrumbJsonLd } from "#shared/seo/structured-data";
import { pageHead, SITE_URL } from "#client/lib/seo";
import { postCrumbs } from "./blog-crumbs";
import { blogPostingJsonLd, postCoverUrl } from "./blog-posting-json-ld";
import { postPath } from "./post-format";
import type { Post } from "./post-types";

/**
 * Head of /blog/$slug: the owner's search title and description when written, else the post's
 * title with the blog suffix and a description from its excerpt or body; JSON-LD; noindex when missing.
 */
export function postHead(
  post: Post | null,
  business: Pick<CoreSiteFacts["business"], "name">,
  author: TeamMember | undefined,
) {
  if (!post) {
    const head = pageHead({
      siteName: business.name,
      title: `Article Not Found | ${business.name} Blog`,
      description:
        "The article you're looking for doesn't exist or has been moved. Browse our latest cleaning tips on the blog.",
      path: "/blog",
    });
    return { ...head, meta: [...head.meta, { name: "robots", content: "noindex" }] };
  }
  const description =
    post.seoDescription ??
    seoDescription({ title: post.title, excerpt: post.excerpt ?? undefined, bodyHtml: post.body ?? undefined });
  return pageHead({
    siteName: business.name,
    title: post.seoTitle ?? `${post.title} | ${business.name} Blog`,
    exactTitle: post.seoTitle !== null,
    description,
    path: postPath(post.slug),
    article: true,
    image: postCoverUrl(post, SITE_URL),
    jsonLd: [
      breadcrumbJsonLd(postCrumbs(post), SITE_URL),
      blogPostingJsonLd(post, description, SITE_URL, business.name, author),
    ],
  });
}
