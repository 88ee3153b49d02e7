import { prerenderedAnswers, sameQuery } from "#client/ssr/prerendered-document";
import type { RouterContext } from "./router-context";
import { latestFactsRevision } from "./site-revision";

/** The query cache and tRPC client, loaded with the first page that needs them. */
const loadTrpc = () => import("./trpc");

/** The router context in the browser (prerendering makes its own, see ssr/render-page.tsx). */
export const browserRouterContext: RouterContext = {
  queryClient: () => loadTrpc().then((module) => module.queryClient),
  loadQuery: async (router, procedure, input) => {
    const path = `${router}.${procedure}`;
    const prerendered = prerenderedAnswers().find((answer) => sameQuery(answer, path, input));
    // The caller's type names the procedure's output; the answer is that procedure's, as it travelled.
    if (prerendered) return prerendered.data as never;
    const { fetchQuery } = await loadTrpc();
    return (await fetchQuery(path, input)) as never;
  },
  latestFactsRevision,
  preview: false,
};
