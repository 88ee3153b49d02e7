import { type PostBodyJson, PostBodyJsonSchema } from "#shared/content/blog/post-body";
import { pictureHtml } from "#shared/photos/photo-markup";
import type { PhotoView } from "#shared/photos/photo-sizes";
import { sanitizeContentHtml } from "./sanitize-html";

// The body's shape is shared with the content file's schema (src/shared); kept importable from here.
export { type PostBodyJson, PostBodyJsonSchema };

/** An empty document: a new post's body. */
export const EMPTY_POST_BODY: PostBodyJson = {
  root: { type: "root", version: 1, direction: null, format: "", indent: 0, children: [] },
};

interface Node {
  type?: unknown;
  children?: unknown;
  [key: string]: unknown;
}

// Lexical's text format bits (TextNode's `format`).
const BOLD = 1;
const ITALIC = 2;
const UNDERLINE = 8;
const CODE = 16;

const HEADINGS = new Set(["h2", "h3", "h4"]);
const MAX_DEPTH = 20;

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");
const asNode = (value: unknown): Node | null => (value && typeof value === "object" ? (value as Node) : null);
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A link the post may carry: web, mail or a path on this site. Anything else (javascript:, data:) is none. */
export function safeLinkUrl(url: string): string | null {
  const trimmed = url.trim();
  if (/^(https?:\/\/|mailto:)/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  return null;
}

/** An image source: a web address or a path on this site. */
export function safeImageSrc(src: string): string | null {
  const trimmed = src.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return trimmed;
  return null;
}

function dimension(value: unknown): string {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value < 10_000 ? String(value) : "";
}

function renderText(node: Node): string {
  const format = typeof node.format === "number" ? node.format : 0;
  let html = escapeText(text(node.text));
  if (format & CODE) html = `<code>${html}</code>`;
  if (format & UNDERLINE) html = `<u>${html}</u>`;
  if (format & ITALIC) html = `<em>${html}</em>`;
  if (format & BOLD) html = `<strong>${html}</strong>`;
  return html;
}

/** The library photos a body shows, by id: the resized files its images are rendered with. */
export type BodyPhotos = ReadonlyMap<string, PhotoView>;

/** A library photo's image (`photoId`) as <picture>; an address typed by hand (`src`) as a plain <img>. */
function renderImage(node: Node, photos: BodyPhotos): string {
  const photoId = text(node.photoId);
  if (photoId) {
    const photo = photos.get(photoId);
    // A photo deleted since, or not resized: the image is left out rather than shown broken.
    return photo ? pictureHtml(photo, text(node.alt) || photo.alt) : "";
  }
  const src = safeImageSrc(text(node.src));
  if (!src) return "";
  const width = dimension(node.width);
  const height = dimension(node.height);
  return `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(text(node.alt))}"${width ? ` width="${width}"` : ""}${height ? ` height="${height}"` : ""}>`;
}

function renderChildren(node: Node, depth: number, photos: BodyPhotos): string {
  if (!Array.isArray(node.children) || depth > MAX_DEPTH) return "";
  return node.children.map((child) => renderNode(asNode(child), depth + 1, photos)).join("");
}

function renderNode(node: Node | null, depth: number, photos: BodyPhotos): string {
  if (!node) return "";
  const inner = () => renderChildren(node, depth, photos);
  switch (node.type) {
    case "text":
      return renderText(node);
    case "linebreak":
      return "<br>";
    case "tab":
      return " ";
    case "paragraph":
      return `<p>${inner()}</p>`;
    case "heading": {
      const tag = HEADINGS.has(text(node.tag)) ? text(node.tag) : "h2";
      return `<${tag}>${inner()}</${tag}>`;
    }
    case "quote":
      return `<blockquote>${inner()}</blockquote>`;
    case "list": {
      const tag = node.listType === "number" ? "ol" : "ul";
      return `<${tag}>${inner()}</${tag}>`;
    }
    case "listitem":
      // A nested list is an item of its own in Lexical's tree; it renders inside an <li> as HTML wants.
      return `<li>${inner()}</li>`;
    case "link":
    case "autolink": {
      const url = safeLinkUrl(text(node.url));
      return url ? `<a href="${escapeAttribute(url)}">${inner()}</a>` : inner();
    }
    case "image":
      return renderImage(node, photos);
    default:
      return "";
  }
}

/**
 * The HTML of a stored post body: a walk of the editor's node tree (never HTML from the browser),
 * then the site's allow-list (sanitize-html.ts) as a second fence.
 */
export function postBodyHtml(body: PostBodyJson, photos: BodyPhotos = new Map()): string {
  return sanitizeContentHtml(renderChildren(body.root, 0, photos));
}

/** The library photos a body's images name (the ids postBodyHtml needs), each once. */
export function bodyPhotoIds(body: PostBodyJson): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    const node = asNode(value);
    if (!node || depth > MAX_DEPTH) return;
    if (node.type === "image" && text(node.photoId)) ids.add(text(node.photoId));
    if (Array.isArray(node.children)) for (const child of node.children) visit(child, depth + 1);
  };
  visit(body.root, 0);
  return [...ids];
}
