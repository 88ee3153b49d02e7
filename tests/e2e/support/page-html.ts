/** What a crawler without JavaScript reads in a page's HTML. */
export interface PageHtml {
  h1s: string[];
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  jsonLdTypes: string[];
  /** Every JSON-LD block, parsed. */
  jsonLd: unknown[];
  /** `<meta charset>` tags, and the byte offset where the first one ends (-1 if none). */
  charsets: number;
  charsetEnd: number;
  viewports: number;
  /** Every class attribute's value. */
  classLists: string[];
  text: string;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&#x27;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">" };
const decode = (html: string) => html.replace(/&(amp|#x27|quot|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, "")).trim();
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? "");

/** Where the first `<meta charset>` ends, in bytes (a browser looks for it in the first 1024). */
function charsetEnd(html: string): number {
  const match = /<meta charset=[^>]*>/i.exec(html);
  return match ? Buffer.byteLength(html.slice(0, match.index + match[0].length)) : -1;
}

/** Parses the parts the tests check; JSON-LD that does not parse throws. */
export function readPageHtml(html: string): PageHtml {
  const jsonLd = all(html, /<script type="application\/ld\+json">(.*?)<\/script>/gs).map(
    (json) => JSON.parse(json) as { "@type": string },
  );
  return {
    h1s: all(html, /<h1[^>]*>(.*?)<\/h1>/gs).map(textOf),
    titles: all(html, /<title>(.*?)<\/title>/gs).map(textOf),
    descriptions: all(html, /<meta name="description" content="([^"]*)"/g).map(decode),
    canonicals: all(html, /<link rel="canonical" href="([^"]*)"/g).map(decode),
    jsonLdTypes: jsonLd.map((data) => data["@type"]),
    jsonLd,
    charsets: all(html, /(<meta charset=)/gi).length,
    charsetEnd: charsetEnd(html),
    viewports: all(html, /(<meta name="viewport")/g).length,
    classLists: all(html, /\sclass="([^"]*)"/g).map(decode),
    text: textOf(html.replace(/<(script|style)[^>]*>.*?<\/\1>/gs, "")),
  };
}
