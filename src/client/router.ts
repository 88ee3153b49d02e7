import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { RouterContext } from "./lib/router-context";
import { routeTree } from "./route-tree.gen";

/**
 * The one router definition. The browser uses its own history; prerendering passes a memory
 * history and gets no scroll restoration (which would render an inline script the CSP forbids).
 */
export function createAppRouter(context: RouterContext, prerenderHistory?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    scrollRestoration: prerenderHistory === undefined,
    ...(prerenderHistory ? { history: prerenderHistory } : {}),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
