import {
  createRootRouteWithContext,
  HeadContent,
  Link,
  Outlet,
  redirect,
  useRouterState,
  type ErrorComponentProps,
} from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { FloatingOffer } from "../components/layout/floating-offer";
import { LazyImages } from "../components/layout/lazy-images";
import { ScrollToTop } from "../components/layout/scroll-to-top";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { MessageState, ReloadButton } from "../components/page/data-states";
import { buttonVariants } from "../components/ui/button";
import { Toaster } from "../components/ui/toaster";
import { ChatLauncher } from "../features/chat/chat-launcher";
import { defaultTitle } from "#shared/seo/default-head";
import { localBusinessJsonLd } from "#shared/seo/structured-data";
import type { RouterContext } from "../lib/router-context";
import { SiteFactsProvider } from "../lib/site-facts";
import { SITE_URL } from "../lib/seo";

/** The owner's pages' own top bar, fetched with them: no public page loads it. */
const OwnerBar = lazy(() => import("../features/admin/owner-bar"));

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: {
    // The site's facts travel with every page's data (ADR 0028): none is in the JavaScript. A
    // client-side navigation first asks whether they are still in force (alongside the new page's
    // own queries): after a publish it loads the new page as a whole document, so no page shows one
    // revision's header beside another's copy, or an old price.
    // In the owner's preview (ADR 0041) the facts are the draft's, which no query answers: every
    // navigation loads its page as a document from the draft.
    handler: async ({ context, cause, location }) => {
      if (cause === "stay" && context.preview)
        redirect({ href: location.publicHref, reloadDocument: true, throw: true });
      const [facts, latest] = await Promise.all([
        context.loadQuery("facts", "site", undefined),
        cause === "stay" ? context.latestFactsRevision() : null,
      ]);
      if (latest !== null && latest > facts.revision)
        redirect({ href: location.publicHref, reloadDocument: true, throw: true });
      return facts;
    },
    staleReloadMode: "blocking",
  },
  // The router keeps a parent route's data across navigations unless told otherwise.
  shouldReload: true,
  // Defaults every page overrides with pageHead(); no canonical here, since links are not
  // deduplicated like meta tags and a page would end up with two. No charset or viewport either:
  // index.html has them, first in the head, and prerendered pages would carry both twice.
  head: ({ loaderData }) => ({
    meta: [
      // Without the facts (their query failed) the error page still gets a title: the business's is unknown.
      { title: loaderData ? defaultTitle(loaderData.business) : "House Cleaning in Douglas County & South Denver" },
      {
        name: "description",
        content:
          "Family-owned house cleaning in Parker, Castle Rock, Highlands Ranch and the South Denver metro. Instant estimates, insured and bonded, satisfaction guaranteed.",
      },
    ],
    scripts: loaderData
      ? [{ type: "application/ld+json", children: JSON.stringify(localBusinessJsonLd(loaderData, SITE_URL)) }]
      : [],
  }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
  pendingComponent: RoutePending,
});

function RootLayout() {
  // The owner's pages have their own top bar: no visitor header, footer, offer or chat there.
  const inOwnerDesk = useRouterState({
    select: ({ location }) => location.pathname === "/admin" || location.pathname.startsWith("/admin/"),
  });
  const facts = Route.useLoaderData();
  return (
    <SiteFactsProvider facts={facts}>
      <HeadContent />
      <div className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        {inOwnerDesk ? (
          <Suspense fallback={<div className="h-14 border-b border-slate-200" />}>
            <OwnerBar />
          </Suspense>
        ) : (
          <SiteHeader />
        )}
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        {inOwnerDesk ? null : <SiteFooter />}
      </div>
      {inOwnerDesk ? null : <FloatingOffer />}
      {inOwnerDesk ? null : <ChatLauncher />}
      <Toaster />
      <ScrollToTop />
      <LazyImages />
    </SiteFactsProvider>
  );
}

/** The 404 page, with its developer-style routing hint. */
export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-4xl font-extrabold text-brand-900">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">The page you're looking for doesn't exist.</p>
      <Link to="/" className={`${buttonVariants()} mt-8`}>
        Go Home
      </Link>
      <p className="mt-10 text-sm text-slate-500">
        Routing hint: no route in the site's route table matches this address. Check the link, or start from the{" "}
        <Link to="/sitemap" className="underline">
          sitemap
        </Link>
        .
      </p>
    </section>
  );
}

function RouteError({ error }: ErrorComponentProps) {
  console.error(error);
  return (
    <div className="px-4 py-20">
      <MessageState
        tone="error"
        title="Something went wrong"
        message="This page could not be shown. Please try again, or call us."
        action={<ReloadButton />}
      />
    </div>
  );
}

function RoutePending() {
  return (
    <div role="status" aria-label="Loading page" className="mx-auto max-w-6xl px-4 py-20">
      <div className="h-10 w-2/3 animate-pulse rounded-lg bg-slate-200" />
      <div className="mt-6 h-5 w-full animate-pulse rounded bg-slate-200" />
      <div className="mt-3 h-5 w-5/6 animate-pulse rounded bg-slate-200" />
    </div>
  );
}
