import type { AnyRouter, RouteComponent, RouterHistory } from "@tanstack/react-router";
import { useEffect } from "react";

/**
 * React hydrates a prerendered page in two passes: first the root layout (header, footer, chat
 * launcher), then, in a later task, the page's own content, which the router's root outlet wraps
 * in a Suspense boundary. A navigation in between (a tap on a header link on a slow phone)
 * changes the router's state under content that is still being hydrated: the old page's match is
 * gone when React reaches it, the router throws, and React discards the server's HTML and renders
 * the whole page again on the client.
 *
 * So, until the content has hydrated, navigations wait: a history blocker holds them and lets them
 * through once the page's route component has committed (the signalling wrapper stays: it renders
 * nothing of its own, and swapping it back would remount the page). Call after `router.load()` (the matches
 * must be known) and before `hydrateRoot`.
 */
/** What the gate uses of a route (AnyRouter types its routes loosely). */
interface GatedRoute {
  isRoot: boolean;
  options: { component?: unknown };
  update(options: { component: RouteComponent }): unknown;
}

export function holdNavigationUntilHydrated(router: AnyRouter): void {
  const routesById = router.routesById as Record<string, GatedRoute | undefined>;
  const history = router.history as RouterHistory;
  // The outermost page route inside the root's boundary: its effects run once that boundary commits.
  const contentRoute = router.state.matches
    .map((match) => routesById[match.routeId])
    .find((route) => route !== undefined && !route.isRoot && route.options.component !== undefined);
  const component = contentRoute?.options.component as RouteComponent | undefined;
  if (!contentRoute || !component) return;
  const Page = component;

  let release: () => void = () => {};
  const hydrated = new Promise<void>((resolve) => (release = resolve));
  function HydratedSignal(props: object) {
    useEffect(() => release(), []);
    return <Page {...props} />;
  }
  contentRoute.update({ component: HydratedSignal });

  const unblock = history.block({ blockerFn: () => hydrated.then(() => false), enableBeforeUnload: false });
  void hydrated.then(unblock);
}
