import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { FACTS_PREVIEW_BASE } from "#shared/site/facts-preview-path";
import type { RouterContext } from "../lib/router-context";
import { createQueryClient } from "../lib/trpc";
import { createAppRouter } from "../router";
import { PrerenderQueryCache, type QueryResolver } from "./prerender-query-cache";
import { type PrerenderedAnswer, queryDataJson, sameQuery } from "./prerendered-document";

export interface RenderedPage {
  /** True when the router matched no route (the root's 404 page). */
  notFound: boolean;
  /** title, meta and link tags React hoisted out of the page, for the document head. */
  head: string;
  /** The markup of #root. */
  body: string;
  /** The query answers the page was rendered with, as JSON, for the browser. */
  queryData: string;
}

// React emits hoistable elements (title, meta, link) first when it renders without a <head>.
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/**
 * Renders one path with the app's real router and route tree, as the browser would show it; as a
 * page of the owner's preview (under /admin/preview, ADR 0041) when `preview` is set.
 */
export async function renderPage(path: string, resolveQuery: QueryResolver, preview = false): Promise<RenderedPage> {
  // Every answer the page asked for, through a loader or the query cache, travels with it.
  const answers: PrerenderedAnswer[] = [];
  const answer: QueryResolver = (queryPath, input) => {
    const data = resolveQuery(queryPath, input);
    if (data !== undefined && !answers.some((known) => sameQuery(known, queryPath, input)))
      answers.push({ path: queryPath, input, data });
    return data;
  };
  const queryClient = createQueryClient(new PrerenderQueryCache(answer));
  const context: RouterContext = {
    queryClient: () => Promise.resolve(queryClient),
    loadQuery: (router, procedure, input) => {
      const data = answer(`${router}.${procedure}`, input);
      // The resolver answers with the procedure's own output; its type is the caller's.
      return data === undefined
        ? Promise.reject(new Error(`Prerendering has no answer for ${router}.${procedure}`))
        : Promise.resolve(data as never);
    },
    latestFactsRevision: () => Promise.resolve(null),
    preview,
  };
  const location = preview ? `${FACTS_PREVIEW_BASE}${path}` : path;
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [location] }));
  await router.load();
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const head = LEADING_HOISTABLES.exec(html)?.[0] ?? "";
  queryClient.clear();
  const { matches } = router.state;
  return {
    notFound: matches.some((match) => match._notFound === true || match.status === "notFound"),
    head,
    body: html.slice(head.length),
    queryData: queryDataJson(answers),
  };
}
