import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useContext } from "react";
import { queryClient } from "./trpc";

/**
 * Gives a page that reads live data (useQuery, useMutation) the browser's query cache. Pages
 * mount it themselves rather than the app's root, so the query cache and the tRPC client load
 * only with the pages that use them. Prerendering provides its own per-page cache, which wins.
 */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
