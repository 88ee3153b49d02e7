import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { booksOnSite } from "#shared/dove/dove-facts";
import { sitePathKind } from "#shared/site/routes";

/** A piece of a plain-text chat message: text, or something to render as a link. */
export type ReplySegment =
  | { kind: "text"; text: string }
  | { kind: "site"; text: string; path: string }
  | { kind: "external"; text: string; href: string };

const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Exact business strings that become links, with where they lead (the provider's page only in its
 * mode; all from the page's facts).
 */
function literalLinks({ business }: Pick<CoreSiteFacts, "business">): Map<string, string> {
  return new Map<string, string>([
    ...(!booksOnSite({ business }) ? [[business.bookingUrl, business.bookingUrl] as const] : []),
    [business.phone.display, business.phone.href],
    [business.email, `mailto:${business.email}`],
  ]);
}

/**
 * Group 1: a literal link. Groups 2 and 3: a site path such as /pricing or /parker-co-cleaning,
 * only at the start or after a space, bracket or quote (so the path part of another site's URL
 * is not taken for one of ours).
 */
function linkPattern(literals: ReadonlyMap<string, string>): RegExp {
  return new RegExp(
    `(${[...literals.keys()].map(escape).join("|")})|(^|[\\s(\\["'“‘])(/[a-z0-9][a-z0-9-]*(?:/[a-z0-9][a-z0-9-]*)*)`,
    "g",
  );
}

/**
 * Splits a message into text and links: the booking URL (external), the phone number and
 * email (tel:/mailto:) and paths that are pages of this site with these facts, or a post's address (Dove
 * names the posts the server has). Everything else,
 * including any markup, stays text.
 */
export function replySegments(message: string, facts: CoreSiteFacts): ReplySegment[] {
  const literals = literalLinks(facts);
  const segments: ReplySegment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === "text") last.text += text;
    else segments.push({ kind: "text", text });
  };

  let cursor = 0;
  for (const match of message.matchAll(linkPattern(literals))) {
    const start = match.index;
    const [whole, literal, prefix = "", path = ""] = match;
    if (literal) {
      pushText(message.slice(cursor, start));
      segments.push({ kind: "external", text: literal, href: literals.get(literal) ?? literal });
      cursor = start + whole.length;
      continue;
    }
    const end = start + whole.length;
    // "/faq_x" or "/pricing/" is not the page /faq or /pricing.
    if (/[A-Za-z0-9_/]/.test(message.charAt(end)) || sitePathKind(path, facts) === null) continue;
    pushText(message.slice(cursor, start) + prefix);
    segments.push({ kind: "site", text: path, path });
    cursor = end;
  }
  pushText(message.slice(cursor));
  return segments;
}
