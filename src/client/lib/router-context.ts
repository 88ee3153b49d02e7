import type { QueryClient } from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#server/routers/app-router";

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** One query's answer, by its router and procedure (e.g. "testimonials", "list") and input. */
export type LoadQuery = <Router extends keyof Outputs, Procedure extends keyof Outputs[Router] & string>(
  router: Router,
  procedure: Procedure,
  input: Inputs[Router][Procedure & keyof Inputs[Router]],
) => Promise<Outputs[Router][Procedure]>;

/**
 * What every route's loader gets. Neither member is the query cache itself: TanStack Query and the
 * tRPC client load with the first page that uses them, so a first visit to a page without live
 * data (the home page among them) never downloads them.
 */
export interface RouterContext {
  /** The query cache pages with live data read through (loaded on first use). */
  queryClient: () => Promise<QueryClient>;
  /** A query's answer without the query cache: the one the page was prerendered with when it has it. */
  loadQuery: LoadQuery;
  /**
   * The revision of the site's facts the server has in force now, asked afresh; null when it cannot
   * be known (prerendering renders one revision; a failed request leaves the page as it is).
   */
  latestFactsRevision: () => Promise<number | null>;
  /**
   * A preview of the owner's draft facts (ADR 0041): its pages carry the draft's facts, which no
   * query answers, so each navigation loads the next page as a document from the preview.
   */
  preview: boolean;
}
