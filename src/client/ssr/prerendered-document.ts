import type { DehydratedState } from "@tanstack/react-query";

/** Id of the `<script type="application/json">` block that carries a prerendered page's query data. */
export const QUERY_DATA_ELEMENT_ID = "query-data";

/** Set on <html> once the app is interactive (hydrated or rendered); the browser tests wait for it. */
export const APP_READY_ATTRIBUTE = "data-app-ready";

/** Comments around the head tags a page was prerendered with (title, meta, canonical). */
export const PAGE_HEAD_START = "page-head";
export const PAGE_HEAD_END = "/page-head";

/** JSON safe inside a script element: "<" is escaped, so no "</script>" can end it early. */
export function queryDataJson(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

/**
 * Removes the prerendered head tags of a document the browser renders afresh (a not-found page):
 * React adds the page's own, and would otherwise leave two titles and two canonicals.
 */
export function removePrerenderedHead(head: HTMLHeadElement): void {
  let inside = false;
  for (const node of [...head.childNodes]) {
    const marker = node.nodeType === Node.COMMENT_NODE ? node.textContent : null;
    if (marker === PAGE_HEAD_START || marker === PAGE_HEAD_END) inside = marker === PAGE_HEAD_START;
    if (inside || marker === PAGE_HEAD_END) node.remove();
  }
}
