import { rootRouteId } from "@tanstack/react-router";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";

/** A head's view of the matched routes: the root's loader data is the facts of the page (ADR 0028). */
type HeadMatches = readonly { routeId: string; loaderData?: unknown }[];

/** Every inbox page: its own title with the business's name from the facts, and kept out of search engines. */
export function adminHead(title: string, matches: HeadMatches) {
  const facts = matches.find((match) => match.routeId === rootRouteId)?.loaderData as CoreSiteFacts | undefined;
  const name = facts?.business.name;
  return {
    meta: [{ title: name ? `${title} | Inbox | ${name}` : `${title} | Inbox` }, { name: "robots", content: "noindex" }],
  };
}
