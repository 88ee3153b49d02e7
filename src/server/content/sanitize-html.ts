import sanitize from "sanitize-html";

/** The markup blog bodies and FAQ answers may use; everything else is removed. */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...["p", "br", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "b", "i", "u", "a", "blockquote", "code"],
    ...["img", "picture", "source"],
  ],
  // A library photo is <picture> with AVIF and WebP <source>s and a JPEG <img> (photo-markup.ts).
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
    source: ["type", "srcset", "sizes"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // A post's photos (the blog desk's image nodes): web addresses or this site's paths, never data: or javascript:.
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // <source> is void like <img>: written as <source … /> (a closing tag would be invalid HTML).
  selfClosing: [...sanitize.defaults.selfClosing, "source"],
  disallowedTagsMode: "discard",
};

const MEMO_LIMIT = 500;
const memo = new Map<string, string>();

/**
 * Content HTML (blog bodies, FAQ answers) reduced to an allow-list by sanitize-html. Each distinct
 * input is sanitised once and remembered (a bounded memo), so serving a post costs a lookup.
 */
export function sanitizeContentHtml(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitize(html, OPTIONS);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
}
