import { authorAnchorId, type TeamMember } from "#shared/content/blog/authors";
import { BUSINESS_SCHEMA_TYPE, type JsonLd } from "#shared/seo/structured-data";
import { postPath } from "./post-format";
import type { Post } from "./post-types";

/** A post's image when it has no cover of its own (search engines want one for every article). */
export const DEFAULT_POST_IMAGE_PATH = "/blog-cover.svg";

/** The cover's largest JPEG (every reader of JSON-LD takes JPEG), the old cover address, or the default. */
/** The post's own cover as an absolute URL (the library photo's largest JPEG), if it has one. */
export function postCoverUrl(post: Post, siteUrl: string): string | undefined {
  const jpeg = post.cover?.files.filter((file) => file.format === "jpeg").at(-1);
  if (jpeg) return `${siteUrl}${jpeg.url}`;
  const typed = post.coverImageUrl ?? undefined;
  return typed?.startsWith("/") ? `${siteUrl}${typed}` : typed;
}

/**
 * schema.org BlogPosting for one article; the business (see localBusinessJsonLd, named as in the facts
 * the page is rendered with) is the publisher,
 * and the author too when the post has no byline. `teamMember` is the team member the byline names, if any; their url is their entry on /blog. Posts record no later edit than
 * their publication, so that is their dateModified (as it is the sitemap's lastmod).
 */
export function blogPostingJsonLd(
  post: Post,
  description: string,
  siteUrl: string,
  businessName: string,
  teamMember: TeamMember | undefined,
): JsonLd {
  const url = `${siteUrl}${postPath(post.slug)}`;
  const business = { "@type": BUSINESS_SCHEMA_TYPE, "@id": `${siteUrl}/#business`, name: businessName, url: siteUrl };
  const authorName = post.authorName.trim();
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.publishedAt ?? undefined,
    dateModified: post.publishedAt ?? undefined,
    author: teamMember
      ? {
          "@type": "Person",
          name: teamMember.name,
          jobTitle: teamMember.role,
          url: `${siteUrl}/blog#${authorAnchorId(teamMember)}`,
        }
      : authorName
        ? // A byline from the database that names no one on the team: no page of theirs to link.
          { "@type": "Person", name: authorName }
        : business,
    publisher: business,
    keywords: post.tags.length ? post.tags.join(", ") : undefined,
    image: postCoverUrl(post, siteUrl) ?? `${siteUrl}${DEFAULT_POST_IMAGE_PATH}`,
  };
}
