import { readFileSync } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { BUSINESS } from "./src/shared/facts/defaults/business.ts";
import { defaultTitle as titleFor } from "./src/shared/seo/default-head.ts";
import { siteUrlFromEnv } from "./src/shared/site/site-url.ts";

const clientRoot = path.resolve(import.meta.dirname, "src/client");
/** `npm run dev` runs the API server here and Vite in front of it. */
const devApiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? "3001"}`;

/**
 * Shared modules small and common enough for the first visit's "app" chunk (see below). Not the
 * booking modules, the date arithmetic of src/shared/time or the form field: no first visit to /
 * runs them, and the booking pages and the owner's would otherwise share them into every visit.
 */
const APP_CHUNK_MODULE =
  /src[\\/](shared(?![\\/](booking|time)[\\/])|client[\\/](lib|components[\\/](ui(?![\\/]form-field)|layout|page)))[\\/]|node_modules[\\/]lucide-react[\\/]/;
/** Imports, as values, of zod, the query cache or the tRPC client (directly or through lib/trpc). */
const ON_DEMAND_IMPORT =
  /^import (?!type )[^;]*from "(zod|@tanstack\/react-query|@trpc\/[^"]+|[^"]*lib\/trpc|\.\/trpc)";/m;
const importsOnDemandCode = new Map<string, boolean>();
/**
 * Whether a source file imports zod (~50 KB gzip), the query cache or the tRPC client (~17 KB)
 * as values (types do not count). Such a module must stay out of the app chunk: it would take
 * them into every first visit.
 */
function importsOnDemandCodeAtRuntime(id: string): boolean {
  let known = importsOnDemandCode.get(id);
  if (known === undefined) {
    known = ON_DEMAND_IMPORT.test(readFileSync(id.split("?")[0] ?? id, "utf8"));
    importsOnDemandCode.set(id, known);
  }
  return known;
}

/**
 * index.html's <title>: the SPA shell (client-only routes, URLs with a query string) is a
 * complete document before the router's head replaces it. Prerendering swaps it for the page's,
 * and the server for the title of the revision in force (live-site.ts). The shipped name here: the
 * config cannot load the facts document (its modules use the #shared/ aliases).
 */
const defaultTitle: Plugin = {
  name: "default-title",
  transformIndexHtml: () => [
    { tag: "title", children: titleFor(BUSINESS).replace(/&/g, "&amp;").replace(/</g, "&lt;"), injectTo: "head" },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  publicDir: path.join(clientRoot, "public"),
  // The #shared/, #server/ and #client/ import aliases are tsconfig.json's "paths".
  resolve: { tsconfigPaths: true },
  define: {
    // Canonical URLs and structured data need the public origin at build time.
    __SITE_URL__: JSON.stringify(siteUrlFromEnv(process.env)),
  },
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's loader travels with its page component and the skeleton shown while it loads:
      // loaders build the page's head (with its JSON-LD content) and fetch its data, so no page's
      // content lands in the entry every visit downloads.
      codeSplittingOptions: {
        defaultBehavior: [["loader", "component", "pendingComponent"], ["errorComponent"], ["notFoundComponent"]],
      },
      routesDirectory: path.join(clientRoot, "routes"),
      generatedRouteTree: path.join(clientRoot, "route-tree.gen.ts"),
    }),
    react(),
    tailwindcss(),
    defaultTitle,
  ],
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/client"),
    emptyOutDir: true,
    manifest: true,
    // No <link rel="modulepreload"> in the HTML: the page is prerendered, so its JavaScript is not
    // needed to paint, and preloading ~160 KB at high priority competed with the stylesheet (in
    // Lighthouse's slow-4G simulation LCP went from ~1.9 s to 1.1-1.2 s on most runs). Chunks a
    // lazy route imports are still preloaded when that route loads.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? [] : deps) },
    sourcemap: true,
    rolldownOptions: {
      // The SSR build (npm run build:pages): the prerender step, and the renderer the server
      // renders each published revision of the facts with (ADR 0028).
      ...(isSsrBuild
        ? {
            input: {
              "prerender-site": path.resolve(import.meta.dirname, "src/server/prerender/prerender-site.ts"),
              "site-renderer": path.resolve(import.meta.dirname, "src/server/prerender/site-renderer.ts"),
            },
          }
        : {}),
      preserveEntrySignatures: isSsrBuild ? "strict" : false,
      // @trpc/client's package does not declare itself free of side effects, so its unused
      // WebSocket link stayed in every visit (0.8 KB gzip); its modules only define functions.
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            // What every page runs, in one long-cached file: React and the router.
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](?!react-query|query-core)[^\\/]+|clsx)[\\/]/,
            },
            // The query cache and the tRPC client, for the pages that read live data (not the home page).
            {
              name: "data",
              test: /node_modules[\\/](@tanstack[\\/](react-query|query-core)|@trpc[\\/][^\\/]+)[\\/]/,
            },
            // Small shared modules (content, layout, UI primitives, icons) in one file instead of
            // dozens of tiny chunks: a first visit to / fetches 11 files instead of 47 (each a
            // round trip on a slow phone connection) and ~7 KB less gzip than inlining them into
            // their importers, which wrapped every module in lazy-init code.
            {
              name: "app",
              test: (id) => APP_CHUNK_MODULE.test(id) && !importsOnDemandCodeAtRuntime(id),
              minShareCount: 3,
              maxModuleSize: 3000,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/trpc": devApiTarget, "/api": devApiTarget },
  },
}));
