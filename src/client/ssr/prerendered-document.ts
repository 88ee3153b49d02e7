/** Id of the `<script type="application/json">` block that carries a prerendered page's query answers. */
export const QUERY_DATA_ELEMENT_ID = "query-data";

/**
 * Id of the block carrying the answers of a document the browser renders afresh (a not-found page,
 * the SPA shell): the site's facts above all, so no document needs a request before it can render.
 */
export const RENDER_DATA_ELEMENT_ID = "render-data";

/** Set on <html> once the app is interactive (hydrated or rendered); the browser tests wait for it. */
export const APP_READY_ATTRIBUTE = "data-app-ready";

/** Comments around the head tags a page was prerendered with (title, meta, canonical). */
export const PAGE_HEAD_START = "page-head";
export const PAGE_HEAD_END = "/page-head";

/** A query a prerendered page asked for (its tRPC path, e.g. "posts.list", and input) and its answer. */
export interface PrerenderedAnswer {
  path: string;
  input: unknown;
  data: unknown;
}

/** JSON safe inside a script element: "<" is escaped, so no "</script>" can end it early. */
export function queryDataJson(answers: readonly PrerenderedAnswer[]): string {
  return JSON.stringify(answers).replace(/</g, "\\u003c");
}

/** Whether two queries are the same one: same path, inputs equal once in JSON (as they travel). */
export function sameQuery(answer: PrerenderedAnswer, path: string, input: unknown): boolean {
  return answer.path === path && JSON.stringify(answer.input) === JSON.stringify(input);
}

let documentAnswers: readonly PrerenderedAnswer[] | undefined;

/** The answers this document was rendered with (none outside a browser). */
export function prerenderedAnswers(): readonly PrerenderedAnswer[] {
  if (typeof document === "undefined") return [];
  const block = document.getElementById(QUERY_DATA_ELEMENT_ID) ?? document.getElementById(RENDER_DATA_ELEMENT_ID);
  documentAnswers ??= JSON.parse(block?.textContent ?? "[]") as readonly PrerenderedAnswer[];
  return documentAnswers;
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

/**
 * Removes the SPA shell's generic <title> (index.html's) before the app renders it: React adds the
 * route's title beside it rather than taking it over, and the document would keep both.
 */
export function removeShellTitle(head: HTMLHeadElement): void {
  head.querySelector("title")?.remove();
}
