import { QueryCache, type QueryClient, type QueryKey, type QueryOptions, type QueryState } from "@tanstack/react-query";

/** Answers a tRPC query ("posts.list", its input) from prerender data; undefined when it has none. */
export type QueryResolver = (path: string, input: unknown) => unknown;

/** tRPC's TanStack Query keys are [["posts", "list"], { input, type: "query" }]. */
function procedureOf(queryKey: QueryKey): { path: string; input: unknown } | null {
  const [segments, meta] = queryKey;
  if (!Array.isArray(segments)) return null;
  const input = meta && typeof meta === "object" && "input" in meta ? meta.input : undefined;
  return { path: segments.join("."), input };
}

/**
 * A query cache that starts every tRPC query a page asks for (in a loader or during render) with
 * the resolver's data, so prerendering needs no HTTP and the page renders its loaded state. The
 * queries it holds afterwards are exactly the ones the page used, which is what gets embedded.
 */
export class PrerenderQueryCache extends QueryCache {
  constructor(private readonly resolve: QueryResolver) {
    super();
  }

  override build<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    client: QueryClient,
    options: QueryOptions<TQueryFnData, TError, TData, TQueryKey> & { queryKey: TQueryKey },
    state?: QueryState<TData, TError>,
  ) {
    const procedure = procedureOf(options.queryKey);
    const data = procedure ? this.resolve(procedure.path, procedure.input) : undefined;
    const seeded = data === undefined ? options : { ...options, initialData: data as TData };
    return super.build(client, seeded, state);
  }
}
