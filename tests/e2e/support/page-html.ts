/** What a crawler without JavaScript reads in a page's HTML. */
export interface PageHtml {
  h1s: string[];
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  jsonLdTypes: string[];
  /** Every class attribute's value. */
  classLists: string[];
  text: string;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&#x27;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">" };
const decode = (html: string) => html.replace(/&(amp|#x27|quot|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, "")).trim();
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? "");

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
    classLists: all(html, /\sclass="([^"]*)"/g).map(decode),
    text: textOf(html.replace(/<(script|style)[^>]*>.*?<\/\1>/gs, "")),
  };
}
