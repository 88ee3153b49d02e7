import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { FACTS_PREVIEW_BASE } from "#shared/site/facts-preview-path";
import type { RouterContext } from "./lib/router-context";
import { routeTree } from "./route-tree.gen";

/**
 * The one router definition. The browser uses its own history; prerendering passes a memory
 * history and gets no scroll restoration (which would render an inline script the CSP forbids).
 * A preview of the owner's draft facts runs under its base path (ADR 0041): each of its
 * navigations loads a document, so links are not preloaded there.
 */
export function createAppRouter(context: RouterContext, prerenderHistory?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: context.preview ? false : "intent",
    scrollRestoration: prerenderHistory === undefined,
    ...(prerenderHistory ? { history: prerenderHistory } : {}),
    ...(context.preview ? { basepath: FACTS_PREVIEW_BASE } : {}),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
