// Before anything that could build a zod schema (see the module).
import "./lib/zod-jitless";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { startMeasuringVisits } from "./lib/measure-visits";
import { browserRouterContext } from "./lib/browser-router-context";
import { createAppRouter } from "./router";
import { previewedPath } from "#shared/site/facts-preview-path";
import { holdNavigationUntilHydrated } from "./ssr/hydration-gate";
import {
  APP_READY_ATTRIBUTE,
  QUERY_DATA_ELEMENT_ID,
  removePrerenderedHead,
  removeShellTitle,
} from "./ssr/prerendered-document";
import "./styles.css";

// The owner's preview of the draft facts (ADR 0041) is the same app under /admin/preview.
const router = createAppRouter({ ...browserRouterContext, preview: previewedPath(location.pathname) !== null });
startMeasuringVisits(router);

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("#root is missing from index.html");

/** Marks the document once React has hydrated or rendered it: before that, clicks do nothing. */
function AppReady() {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ""), []);
  return null;
}

const app = (
  <StrictMode>
    <RouterProvider router={router} />
    <AppReady />
  </StrictMode>
);

/**
 * Resolves in a task of its own. Start-up is evaluating the modules, loading the page's match,
 * then hydrating; run back to back they made one task of about 100 ms on a mid-range phone, long
 * enough to delay a tap. Between the steps the browser may paint and handle input.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A prerendered page (docs/prerendering.md) carries its HTML and the query answers it was
// rendered with: the router loads the same match (and its code-split chunk) with those answers,
// and React hydrates the HTML in place. Any other document (the SPA shell, or a not-found page whose
// HTML was rendered for readers without JavaScript) is rendered afresh once the route is loaded.
if (document.getElementById(QUERY_DATA_ELEMENT_ID)) {
  // Prerendered HTML has no Suspense boundary around the matches; `ssr` makes the router agree.
  router.ssr = { manifest: undefined };
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page; the HTML is already on screen meanwhile.
  void nextTask()
    .then(() => router.load())
    .then(nextTask)
    .then(() => {
      holdNavigationUntilHydrated(router);
      startTransition(() => void hydrateRoot(rootElement, app));
    });
} else if (rootElement.firstElementChild) {
  void router.load().then(() => {
    removePrerenderedHead(document.head);
    createRoot(rootElement).render(app);
  });
} else {
  removeShellTitle(document.head);
  createRoot(rootElement).render(app);
}
