import { copyFile, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PrerenderManifest } from "#server/prerender/prerender-manifest";
import { NOT_FOUND_SAMPLE_PATHS } from "#shared/site/not-found-pages";

interface StandInPage {
  path: string;
  file: string;
  html: string;
  lastModified?: string;
}

interface StandInBuild {
  /** dist/client/index.html: the SPA shell. */
  shell: string;
  /** dist/prerendered's pages. */
  pages: StandInPage[];
  /** The file and document each not-found sample is served from. */
  notFound: (sample: string) => { file: string; html: string };
  siteUrl: string;
}

/**
 * A small stand-in for the production build in a temporary folder (a shell, prerendered pages with
 * their manifest, the not-found pages), for tests of how the server answers page paths. A build
 * without a page renderer serves its pages whatever the facts in force ("stand-in" digest).
 * Returns the folder; the build's client folder is `<folder>/client`.
 */
export async function writeStandInBuild(prefix: string, build: StandInBuild): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `bluebird-${prefix}-`));
  await mkdir(path.join(dir, "client"));
  await mkdir(path.join(dir, "prerendered"));
  await writeFile(path.join(dir, "client/index.html"), build.shell);
  const notFound = Object.values(NOT_FOUND_SAMPLE_PATHS).map((sample) => ({ sample, ...build.notFound(sample) }));
  const manifest: PrerenderManifest = {
    siteUrl: build.siteUrl,
    factsDigest: "stand-in",
    pages: build.pages.map(({ html: _html, ...page }) => page),
    notFound: Object.fromEntries(notFound.map(({ sample, file }) => [sample, file])),
  };
  await writeFile(path.join(dir, "prerendered/manifest.json"), JSON.stringify(manifest));
  for (const { file, html } of [...build.pages, ...notFound])
    await writeFile(path.join(dir, "prerendered", file), html);
  return dir;
}

/**
 * A build folder whose page renderer is the source's (what `npm run build` writes to dist/ssr,
 * here re-exported from src, which vitest compiles) and whose shell is src/client/index.html: the
 * live site's real rendering without a build. Returns the folder; its client folder is `<folder>/client`.
 */
export async function writeSourceRendererBuild(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `bluebird-${prefix}-`));
  await mkdir(path.join(dir, "client"));
  await mkdir(path.join(dir, "ssr"));
  await copyFile("src/client/index.html", path.join(dir, "client/index.html"));
  await writeFile(
    path.join(dir, "ssr/site-renderer.js"),
    `export { createSiteRenderer } from ${JSON.stringify(path.resolve("src/server/prerender/site-renderer.ts"))};\n`,
  );
  return dir;
}
