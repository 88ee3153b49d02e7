import type { JsonLd } from "#shared/seo/structured-data";
import type { RouterContext } from "./router-context";

export const SITE_URL: string = __SITE_URL__;

export interface PageMeta {
  /** Page title without the business-name suffix. */
  title: string;
  /** The business's name in the facts the page is rendered from: the title's suffix, og:site_name. */
  siteName: string;
  /** 50-160 characters. */
  description: string;
  /** Site-relative path of the canonical URL, e.g. "/pricing". */
  path: string;
  jsonLd?: readonly JsonLd[];
  /** The title as written (a post's search title): no business-name suffix added. */
  exactTitle?: boolean;
  /** An article (a blog post) rather than a page of the site, for Open Graph. */
  article?: boolean;
  /** Absolute URL of the picture link previews show (a post's cover, as JPEG). */
  image?: string;
}

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === "/" ? "/" : path}`;
}

/**
 * A route's `head` object: title, description, canonical, Open Graph and Twitter tags, and
 * JSON-LD. Pure (no window/document), so the same head can be prerendered on the server.
 */
export function pageHead({
  title,
  siteName,
  description,
  path,
  jsonLd = [],
  exactTitle = false,
  article = false,
  image,
}: PageMeta) {
  const fullTitle = exactTitle || title.includes(siteName) ? title : `${title} | ${siteName}`;
  const url = absoluteUrl(path);
  return {
    meta: [
      { title: fullTitle },
      { name: "description", content: description },
      { property: "og:type", content: article ? "article" : "website" },
      { property: "og:site_name", content: siteName },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { property: "og:url", content: url },
      { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
      { name: "twitter:title", content: fullTitle },
      { name: "twitter:description", content: description },
      ...(image
        ? [
            { property: "og:image", content: image },
            { name: "twitter:image", content: image },
          ]
        : []),
    ],
    links: [{ rel: "canonical", href: url }],
    scripts: jsonLd.map((data) => ({ type: "application/ld+json", children: JSON.stringify(data) })),
  };
}

/** The business's name for a route's head, from the facts the page is rendered with. */
export async function siteName(context: Pick<RouterContext, "loadQuery">): Promise<string> {
  return (await context.loadQuery("facts", "site", undefined)).business.name;
}
