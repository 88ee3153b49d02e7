import { Parser } from "htmlparser2";
import type { PostBodyJson } from "./post-body-html";

/**
 * HTML bodies written before the editor (the sample posts) as the editor's JSON, so the owner can
 * open and correct them. The input is already sanitised (sanitize-html.ts), so only its allow-list
 * is handled: p, h2-h4, ul/ol/li, blockquote, a, strong/b, em/i, u, code, br, img. The nodes are
 * Lexical's serialized shapes, field for field (a unit test loads them into Lexical), and
 * post-body-html.ts renders them back to the same HTML.
 */

interface HtmlElement {
  tag: string;
  attributes: Record<string, string>;
  children: HtmlNode[];
}
type HtmlNode = HtmlElement | string;

type LexicalNode = Record<string, unknown>;

// Lexical's text format bits (TextNode's `format`), as post-body-html.ts reads them.
const FORMAT_OF: Record<string, number> = { strong: 1, b: 1, em: 2, i: 2, u: 8, code: 16 };
const HEADINGS = new Set(["h2", "h3", "h4"]);
const LISTS = new Set(["ul", "ol"]);
const VOID_TAGS = new Set(["br", "img"]);

function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: "root", attributes: {}, children: [] };
  const open: HtmlElement[] = [root];
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const element: HtmlElement = { tag, attributes, children: [] };
        open.at(-1)!.children.push(element);
        if (!VOID_TAGS.has(tag)) open.push(element);
      },
      ontext(text) {
        open.at(-1)!.children.push(text);
      },
      onclosetag(tag) {
        if (!VOID_TAGS.has(tag) && open.length > 1) open.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return root;
}

const element = (type: string, children: LexicalNode[], extra: LexicalNode = {}): LexicalNode => ({
  children,
  direction: null,
  format: "",
  indent: 0,
  ...extra,
  type,
  version: 1,
});

const textNode = (text: string, format: number): LexicalNode => ({
  detail: 0,
  format,
  mode: "normal",
  style: "",
  text,
  type: "text",
  version: 1,
});

/** Inline content as Lexical's text, link and line-break nodes; HTML's runs of white space become one space. */
function inline(nodes: HtmlNode[], format: number): LexicalNode[] {
  const out: LexicalNode[] = [];
  for (const node of nodes) {
    if (typeof node === "string") {
      const text = node.replace(/\s+/g, " ");
      const last = out.at(-1);
      // Text split by the parser (entities) is one node, as the editor keeps it.
      if (last?.type === "text" && last.format === format) last.text = `${String(last.text)}${text}`;
      else if (text) out.push(textNode(text, format));
    } else if (node.tag === "br") out.push({ type: "linebreak", version: 1 });
    else if (node.tag === "a")
      out.push(
        element("link", inline(node.children, format), {
          rel: null,
          target: null,
          title: node.attributes.title ?? null,
          url: node.attributes.href ?? "",
        }),
      );
    else out.push(...inline(node.children, format | (FORMAT_OF[node.tag] ?? 0)));
  }
  return out;
}

/** Inline nodes without the white space HTML ignores at a block's edges. */
function trimmed(nodes: LexicalNode[]): LexicalNode[] {
  const texts = nodes.filter((node) => node.type === "text");
  const [first, last] = [texts[0], texts.at(-1)];
  if (first && nodes[0] === first) first.text = String(first.text).trimStart();
  if (last && nodes.at(-1) === last) last.text = String(last.text).trimEnd();
  return nodes.filter((node) => node.type !== "text" || node.text !== "");
}

function listItems(list: HtmlElement, depth: number): LexicalNode[] {
  const items: LexicalNode[] = [];
  for (const child of list.children) {
    if (typeof child === "string" || child.tag !== "li") continue;
    // Lexical holds a nested list as an item of its own, after the item it follows.
    const nested = child.children.filter(
      (node): node is HtmlElement => typeof node !== "string" && LISTS.has(node.tag),
    );
    const words = child.children.filter((node) => typeof node === "string" || !LISTS.has(node.tag));
    items.push(element("listitem", trimmed(inline(words, 0)), { value: items.length + 1, indent: depth }));
    for (const sublist of nested)
      items.push(element("listitem", [listNode(sublist, depth + 1)], { value: items.length + 1, indent: depth }));
  }
  return items;
}

/** A list; its items' `indent` is how deep it is nested, as Lexical counts it. */
function listNode(list: HtmlElement, depth = 0): LexicalNode {
  const ordered = list.tag === "ol";
  return element("list", listItems(list, depth), {
    listType: ordered ? "number" : "bullet",
    start: 1,
    tag: ordered ? "ol" : "ul",
  });
}

/** Lexical gives a paragraph the format of its first text (where typing at its start picks it up). */
function paragraph(children: LexicalNode[]): LexicalNode {
  const first = children.find((node) => node.type === "text");
  return element("paragraph", children, { textFormat: first?.format ?? 0, textStyle: "" });
}

/** Block content: paragraphs, headings, lists, quotes, images; loose inline content becomes a paragraph. */
function blocks(nodes: HtmlNode[]): LexicalNode[] {
  const out: LexicalNode[] = [];
  let loose: HtmlNode[] = [];
  const flush = () => {
    const children = trimmed(inline(loose, 0));
    if (children.length > 0) out.push(paragraph(children));
    loose = [];
  };
  for (const node of nodes) {
    if (typeof node === "string" || !isBlock(node.tag)) {
      loose.push(node);
      continue;
    }
    flush();
    if (node.tag === "p") out.push(paragraph(trimmed(inline(node.children, 0))));
    else if (HEADINGS.has(node.tag)) out.push(element("heading", trimmed(inline(node.children, 0)), { tag: node.tag }));
    else if (LISTS.has(node.tag)) out.push(listNode(node));
    else if (node.tag === "blockquote") out.push(element("quote", trimmed(inline(node.children, 0))));
    else out.push({ type: "image", version: 1, src: node.attributes.src ?? "", alt: node.attributes.alt ?? "" });
  }
  flush();
  return out;
}

const isBlock = (tag: string) =>
  tag === "p" || tag === "blockquote" || tag === "img" || HEADINGS.has(tag) || LISTS.has(tag);

/** A sanitised HTML body as the editor's document. */
export function htmlToPostBody(html: string): PostBodyJson {
  return {
    root: {
      children: blocks(parseHtml(html).children),
      direction: null,
      format: "",
      indent: 0,
      type: "root",
      version: 1,
    },
  };
}
