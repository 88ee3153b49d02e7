import { type EnsureQueryDataOptions, QueryClient, type QueryCache, type QueryKey } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "#server/routers/app-router";
import { prerenderedAnswers } from "#client/ssr/prerendered-document";

/** Content changes rarely and is cached by the server: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new QueryClient({
    ...(queryCache ? { queryCache } : {}),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** The browser's one cache; prerendering makes its own per page. */
export const queryClient = createQueryClient();

export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: "/trpc" })],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

/** What the options proxy offers for a query procedure, reached by its dotted path. */
interface QueryProcedureOptions {
  queryKey(input: unknown): QueryKey;
  queryOptions(input: unknown): EnsureQueryDataOptions;
}

function queryProcedure(path: string): QueryProcedureOptions {
  return path
    .split(".")
    .reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], trpc) as QueryProcedureOptions;
}

/** A query's answer through the browser's cache, by its dotted path ("posts.list") and input. */
export function fetchQuery(path: string, input: unknown): Promise<unknown> {
  return queryClient.ensureQueryData(queryProcedure(path).queryOptions(input));
}

// The cache starts with the answers the prerendered page was rendered with, so the components
// that read it hydrate the same markup without a request.
for (const answer of prerenderedAnswers()) {
  queryClient.setQueryData(queryProcedure(answer.path).queryKey(answer.input), answer.data);
}
