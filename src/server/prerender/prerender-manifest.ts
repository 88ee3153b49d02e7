import path from "node:path";

/** Written by the prerender step next to the client build; read by the server at start. */
export interface PrerenderManifest {
  /** SITE_URL the pages' canonical links were rendered with. */
  siteUrl: string;
  /** The facts revision the pages show (facts-digest.ts): the code's own, as revision 1. */
  factsDigest: string;
  /** Public pages: path -> file (relative to the prerendered folder) and sitemap lastmod. */
  pages: { path: string; file: string; lastModified?: string }[];
  /** Not-found states: sample path (src/shared/site/not-found-pages.ts) -> file. */
  notFound: Record<string, string>;
}

export const MANIFEST_FILE = "manifest.json";

/** dist/client -> dist/prerendered: beside the browser build, so the static files never include it. */
export function prerenderedDir(clientDistDir: string): string {
  return path.join(path.dirname(clientDistDir), "prerendered");
}

/** dist/client -> dist/ssr/site-renderer.js: the renderer the server renders published revisions with. */
export function siteRendererModule(clientDistDir: string): string {
  return path.join(path.dirname(clientDistDir), "ssr", "site-renderer.js");
}

/** "/" -> "index.html", "/blog/a-post" -> "blog/a-post.html". */
export function pageFile(pathname: string): string {
  return `${pathname === "/" ? "index" : pathname.slice(1)}.html`;
}
