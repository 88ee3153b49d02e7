import {
  PAGE_HEAD_END,
  PAGE_HEAD_START,
  QUERY_DATA_ELEMENT_ID,
  RENDER_DATA_ELEMENT_ID,
} from "#client/ssr/prerendered-document";
import type { RenderedPage } from "#client/ssr/render-page";

const ROOT = '<div id="root"></div>';
/** A not-found page is rendered once for many paths: it names no URL of its own. */
const OWN_URL_TAGS = /<link rel="canonical" [^>]*\/>|<meta property="og:url" [^>]*\/>/g;
/** The SPA shell's generic title, which a page's own replaces (a document has one title). */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>\s*/;

/** Whether an index.html has the places a rendered page goes into (a head and an empty #root). */
export function isPageTemplate(template: string): boolean {
  return template.includes(ROOT) && template.includes("</head>");
}

/**
 * Puts a rendered page into the built index.html (which links the hashed scripts and styles):
 * its head tags before </head> (its title in place of the shell's), the markup into
 * #root and the query answers as a JSON block (data, not script, so the CSP's no-inline-script
 * rule holds): #query-data on pages the browser hydrates, #render-data on documents it renders
 * afresh (not-found pages, the SPA shell), which still need the site's facts. Not-found pages carry
 * no canonical or og:url.
 */
export function htmlDocument(template: string, page: RenderedPage, { hydrate }: { hydrate: boolean }): string {
  if (!isPageTemplate(template)) throw new Error(`index.html has no ${ROOT} or </head>`);
  const data = `<script type="application/json" id="${hydrate ? QUERY_DATA_ELEMENT_ID : RENDER_DATA_ELEMENT_ID}">${page.queryData}</script>`;
  const head = hydrate ? page.head : page.head.replace(OWN_URL_TAGS, "");
  return (head.includes("<title>") ? template.replace(TEMPLATE_TITLE, "") : template)
    .replace("</head>", () => `<!--${PAGE_HEAD_START}-->${head}<!--${PAGE_HEAD_END}--></head>`)
    .replace(ROOT, () => `<div id="root">${page.body}</div>${data}`);
}
