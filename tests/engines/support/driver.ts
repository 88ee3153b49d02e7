/**
 * What a smoke step may do with a browser, the same for every engine: WebKitGTK is driven over
 * classic WebDriver (webkit.ts), Firefox over WebDriver BiDi through puppeteer-core (firefox.ts).
 */
export interface EngineDriver {
  /** "WebKitGTK 2.50.6", "Firefox 153.7.0esr": printed at the start of the run. */
  readonly version: string;
  /** Sizes the page's layout viewport (window.innerWidth × innerHeight) exactly. */
  setViewport(width: number, height: number): Promise<void>;
  /** Loads a path of the site (through the error-collecting proxy) and waits for the load event. */
  goto(path: string): Promise<void>;
  /** Runs `body` as a function body in the page with `args` as `arguments`; returns its JSON-able result. */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A real click (pointer events, interactability checks) on the first visible match. */
  click(target: Target): Promise<void>;
  /** Focuses the first visible match and types `text` as key presses (after clearing a text field). */
  type(target: Target, text: string): Promise<void>;
  /** Picks the option with this visible text in a <select>. */
  select(target: Target, optionText: string): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * An element: a CSS selector, optionally narrowed to the element whose text (its label's text for
 * a form control, else its aria-label or trimmed text content) equals `name` (a string) or
 * matches it (a RegExp). Only visible elements count.
 */
export interface Target {
  css: string;
  name?: string | RegExp;
}

/** In-page source of `locate(css, name, isRegExp)`, shared by both drivers' element look-ups. */
export const LOCATE_SOURCE = String.raw`
function locate(css, name, isRegExp) {
  const visible = (el) => {
    const rects = el.getClientRects();
    return rects.length > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const nameOf = (el) => {
    if (el.labels && el.labels.length > 0) return el.labels[0].textContent.trim();
    return (el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim();
  };
  const matches = (el) => name === null || (isRegExp ? new RegExp(name).test(nameOf(el)) : nameOf(el) === name);
  return Array.from(document.querySelectorAll(css)).find((el) => visible(el) && matches(el)) || null;
}`;

/** The arguments `locate` takes for a target. */
export const locateArgs = (target: Target): [string, string | null, boolean] => [
  target.css,
  target.name === undefined ? null : target.name instanceof RegExp ? target.name.source : target.name,
  target.name instanceof RegExp,
];

export const describeTarget = (target: Target) =>
  target.name === undefined ? target.css : `${target.css} named ${String(target.name)}`;
