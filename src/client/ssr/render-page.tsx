import { dehydrate, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { createQueryClient } from "../lib/trpc";
import { createAppRouter } from "../router";
import { PrerenderQueryCache, type QueryResolver } from "./prerender-query-cache";
import { queryDataJson } from "./prerendered-document";

export interface RenderedPage {
  /** True when the router matched no route (the root's 404 page). */
  notFound: boolean;
  /** title, meta and link tags React hoisted out of the page, for the document head. */
  head: string;
  /** The markup of #root. */
  body: string;
  /** The page's queries as JSON, for the browser's query cache. */
  queryData: string;
}

// React emits hoistable elements (title, meta, link) first when it renders without a <head>.
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

/** Renders one path with the app's real router and route tree, as the browser would show it. */
export async function renderPage(path: string, resolveQuery: QueryResolver): Promise<RenderedPage> {
  const queryClient = createQueryClient(new PrerenderQueryCache(resolveQuery));
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const head = LEADING_HOISTABLES.exec(html)?.[0] ?? "";
  const state = dehydrate(queryClient);
  queryClient.clear();
  const { matches } = router.state;
  return {
    notFound: matches.some((match) => match._notFound === true || match.status === "notFound"),
    head,
    body: html.slice(head.length),
    queryData: queryDataJson(state),
  };
}
