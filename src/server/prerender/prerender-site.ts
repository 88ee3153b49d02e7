import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { renderPage } from "#client/ssr/render-page";
import { NOT_FOUND_SAMPLE_PATHS } from "#shared/site/not-found-pages";
import { publicPages } from "#shared/site/public-pages";
import { contentQueryResolver } from "./content-queries";
import { htmlDocument } from "./html-document";
import { MANIFEST_FILE, pageFile, type PrerenderManifest, prerenderedDir } from "./prerender-manifest";

/**
 * `npm run build`'s last step (built by Vite for SSR, run with node): renders every public page
 * and every not-found state with the real router into dist/prerendered, plus a manifest.
 */
async function prerenderSite(clientDistDir: string): Promise<void> {
  const started = performance.now();
  const outDir = prerenderedDir(clientDistDir);
  const template = await readFile(path.join(clientDistDir, "index.html"), "utf8");
  const resolveQuery = contentQueryResolver();
  await rm(outDir, { recursive: true, force: true });

  const write = async (file: string, html: string) => {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), html);
  };

  const manifest: PrerenderManifest = { siteUrl: __SITE_URL__, pages: [], notFound: {} };
  for (const page of publicPages()) {
    const rendered = await renderPage(page.path, resolveQuery);
    if (rendered.notFound) throw new Error(`${page.path} is a public page but rendered the 404 page`);
    const file = pageFile(page.path);
    await write(file, htmlDocument(template, rendered, { hydrate: true }));
    manifest.pages.push({ path: page.path, file, ...(page.lastModified ? { lastModified: page.lastModified } : {}) });
  }
  for (const samplePath of Object.values(NOT_FOUND_SAMPLE_PATHS)) {
    const file = `not-found/${pageFile(samplePath).replaceAll("/", "-")}`;
    await write(file, htmlDocument(template, await renderPage(samplePath, resolveQuery), { hydrate: false }));
    manifest.notFound[samplePath] = file;
  }
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Prerendered ${manifest.pages.length} pages and ${Object.keys(manifest.notFound).length} not-found pages into ${path.relative(process.cwd(), outDir)} in ${seconds}s`,
  );
}

await prerenderSite(path.resolve(process.env.CLIENT_DIST_DIR || "dist/client"));
