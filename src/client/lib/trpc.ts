import { QueryClient, type QueryCache } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "#server/routers/app-router";

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
