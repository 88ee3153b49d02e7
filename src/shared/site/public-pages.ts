import type { AreaFacts } from "../areas/service-area";
import { SERVICE_KEYS } from "../catalog/services";
import { publishedPosts } from "../content/blog/posts";
import { cityLandingPath } from "../slugs/city-landing";
import { serviceAreaDetailPath } from "../slugs/service-area-detail";
import { serviceInCityPath } from "../slugs/service-in-city";
import { sitePathKind, STATIC_PAGE_PATHS } from "./routes";

export type PublicPageKind = "static" | "service" | "city-landing" | "service-area" | "service-in-city" | "blog-post";

export interface PublicPage {
  path: string;
  kind: PublicPageKind;
  /** YYYY-MM-DD, for the sitemap; set on blog posts. */
  lastModified?: string;
}

/**
 * Every public URL search engines should see, each once under its canonical path: the static
 * routes of the spec's table, the four service pages, a landing per city of the facts, the detailed
 * service areas, every service in every city under its canonical prefix, and every published post:
 * a city added or renamed by a publish gets its pages and its sitemap entries.
 */
export function publicPages({ serviceAreas, areaDetailPages }: AreaFacts): PublicPage[] {
  const detailed = serviceAreas.filter((area) => areaDetailPages.includes(area.slug));
  return [
    ...STATIC_PAGE_PATHS.map((path): PublicPage => ({ path, kind: "static" })),
    ...SERVICE_KEYS.map((key): PublicPage => ({ path: `/services/${key}`, kind: "service" })),
    ...serviceAreas.map((area): PublicPage => ({ path: cityLandingPath(area), kind: "city-landing" })),
    ...detailed.map((area): PublicPage => ({ path: serviceAreaDetailPath(area.city), kind: "service-area" })),
    ...SERVICE_KEYS.flatMap((key) =>
      serviceAreas.map((area): PublicPage => ({ path: serviceInCityPath(key, area), kind: "service-in-city" })),
    ),
    ...publishedPosts().map((post): PublicPage => ({
      path: `/blog/${post.slug}`,
      kind: "blog-post",
      ...(post.publishedAt ? { lastModified: post.publishedAt.slice(0, 10) } : {}),
    })),
  ];
}

/**
 * True when a site-relative path renders real content (not a not-found state) with these facts;
 * a post's address counts when it is a shipped post's (the server also asks the database).
 */
export function isSitePath(pathname: string, facts: AreaFacts): boolean {
  const kind = sitePathKind(pathname, facts);
  return kind === "page" || (kind === "post" && publishedPosts().some((post) => `/blog/${post.slug}` === pathname));
}
