import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { SiteFactsSchema } from "#shared/facts/site-facts-schema";
import { factsDigest } from "../facts/facts-digest";
import { MANIFEST_FILE, pageFile, type PrerenderManifest, prerenderedDir } from "./prerender-manifest";
import { createSiteRenderer } from "./site-renderer";

/** A new database's first revision (site-facts-store.ts writes the same document). */
const FIRST_REVISION = 1;

/**
 * `npm run build`'s last step (built by Vite for SSR, run with node): renders every public page
 * and every not-found state of the facts the code ships (a new database's first revision) into
 * dist/prerendered, plus a manifest. The server serves these files while that revision is in force.
 */
async function prerenderSite(clientDistDir: string): Promise<void> {
  const started = performance.now();
  const outDir = prerenderedDir(clientDistDir);
  const renderer = createSiteRenderer(await readFile(path.join(clientDistDir, "index.html"), "utf8"));
  const facts = SiteFactsSchema.parse(DEFAULT_SITE_FACTS);
  const revision = { revision: FIRST_REVISION, facts };
  await rm(outDir, { recursive: true, force: true });

  const write = async (file: string, html: string) => {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), html);
  };

  const manifest: PrerenderManifest = {
    siteUrl: __SITE_URL__,
    factsDigest: factsDigest(FIRST_REVISION, facts),
    pages: [],
    notFound: {},
  };
  for (const page of renderer.pages(facts)) {
    const rendered = await renderer.render(page.path, revision, { hydrate: true });
    if (rendered.notFound) throw new Error(`${page.path} is a public page but rendered the 404 page`);
    const file = pageFile(page.path);
    await write(file, rendered.html);
    manifest.pages.push({ path: page.path, file, ...(page.lastModified ? { lastModified: page.lastModified } : {}) });
  }
  for (const samplePath of renderer.notFoundSamples()) {
    const file = `not-found/${pageFile(samplePath).replaceAll("/", "-")}`;
    await write(file, (await renderer.render(samplePath, revision, { hydrate: false })).html);
    manifest.notFound[samplePath] = file;
  }
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Prerendered ${manifest.pages.length} pages and ${Object.keys(manifest.notFound).length} not-found pages into ${path.relative(process.cwd(), outDir)} in ${seconds}s`,
  );
}

await prerenderSite(path.resolve(process.env.CLIENT_DIST_DIR || "dist/client"));
