import type { BlogPost } from "../types";

/** Read time assumes this reading speed. */
export const WORDS_PER_MINUTE = 250;
/** A post without a body is treated as this long. */
export const ASSUMED_WORDS_WITHOUT_BODY = 500;
/** SEO descriptions fall back to this many characters of the body. */
export const SEO_DESCRIPTION_MAX_CHARS = 155;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  hellip: "…",
};

// Block-level tags become spaces so words in adjacent paragraphs or list items do not merge;
// inline tags (<strong>, <a>) vanish so "<strong>dust</strong>," stays "dust,".
const BLOCK_TAG =
  /<\/?(?:h[1-6]|p|ul|ol|li|br|hr|div|section|blockquote|table|thead|tbody|tr|td|th|dl|dt|dd)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

function decodeEntity(match: string, name: string): string {
  if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
  if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
  return ENTITIES[name.toLowerCase()] ?? match;
}

/** The visible text of trusted article HTML, whitespace collapsed. */
export function plainText(html: string): string {
  return html.replace(BLOCK_TAG, " ").replace(ANY_TAG, "").replace(ENTITY, decodeEntity).replace(/\s+/g, " ").trim();
}

export function wordCount(html: string): number {
  const text = plainText(html);
  return text === "" ? 0 : text.split(" ").length;
}

/** Minutes to read: words / 250 rounded up, at least 1; 500 words assumed without a body. */
export function readTimeMinutes(bodyHtml?: string): number {
  const words = bodyHtml ? wordCount(bodyHtml) : ASSUMED_WORDS_WITHOUT_BODY;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Meta description: the excerpt, else the body's first 155 characters, else the title. */
export function seoDescription(post: Pick<BlogPost, "title" | "excerpt" | "bodyHtml">): string {
  const excerpt = post.excerpt?.trim();
  if (excerpt) return excerpt;
  const body = post.bodyHtml ? plainText(post.bodyHtml) : "";
  return body ? body.slice(0, SEO_DESCRIPTION_MAX_CHARS).trim() : post.title;
}

/** The blog's RSS feed; /blog links to it (rel=alternate). */
export const BLOG_FEED_PATH = "/blog/rss.xml";
