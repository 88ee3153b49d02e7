import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Link, Outlet } from "@tanstack/react-router";
import { BUSINESS } from "../../shared/business/business-info";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main-content" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2">
        Skip to main content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4">
          <Link to="/" className="text-lg font-bold text-brand-900">
            {BUSINESS.name}
          </Link>
          <a href={BUSINESS.phoneHref} className="font-semibold text-brand-700 hover:underline">
            {BUSINESS.phoneDisplay}
          </a>
        </div>
      </header>
      <main id="main-content" className="flex-1">
        <Outlet />
      </main>
      <footer className="bg-brand-900 py-8 text-center text-sm text-brand-50">
        © {BUSINESS.foundedYear}-{new Date().getFullYear()} {BUSINESS.name}. {BUSINESS.addressText}.
      </footer>
    </div>
  );
}

function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-700">The page you're looking for doesn't exist.</p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
        Go Home
      </Link>
    </section>
  );
}
