import { BUSINESS } from "#shared/business/business-info";
import { authorByName } from "#shared/content/blog/authors";
import type { JsonLd } from "#shared/seo/structured-data";
import { postPath } from "./post-format";
import type { Post } from "./post-types";

/** schema.org BlogPosting for one article; the business (see localBusinessJsonLd) is the publisher. */
export function blogPostingJsonLd(post: Post, description: string, siteUrl: string): JsonLd {
  const url = `${siteUrl}${postPath(post.slug)}`;
  const business = { "@type": "Organization", "@id": `${siteUrl}/#business`, name: BUSINESS.name, url: siteUrl };
  const authorName = post.authorName.trim();
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.publishedAt ?? undefined,
    author: authorName ? { "@type": "Person", name: authorName, jobTitle: authorByName(authorName)?.role } : business,
    publisher: business,
    keywords: post.tags.length ? post.tags.join(", ") : undefined,
    image: post.coverImageUrl ?? undefined,
  };
}
