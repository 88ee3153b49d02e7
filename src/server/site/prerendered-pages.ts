import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { MANIFEST_FILE, type PrerenderManifest, prerenderedDir } from "../prerender/prerender-manifest";

export interface PrerenderedPages {
  siteUrl: string;
  /** The facts revision the pages show (facts-digest.ts). */
  factsDigest: string;
  /** Public path -> its HTML document. */
  pages: ReadonlyMap<string, string>;
  /** Sitemap entries, in the manifest's order. */
  entries: PrerenderManifest["pages"];
  /** Not-found sample path -> its HTML document. */
  notFound: ReadonlyMap<string, string>;
}

/** The prerender step's output, read into memory once (about 5 MB); null when the build has none. */
export async function loadPrerenderedPages(clientDistDir: string): Promise<PrerenderedPages | null> {
  const dir = prerenderedDir(clientDistDir);
  if (!existsSync(path.join(dir, MANIFEST_FILE))) return null;
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), "utf8")) as PrerenderManifest;
  const read = async ([key, file]: [string, string]) => [key, await readFile(path.join(dir, file), "utf8")] as const;
  const pages = new Map(await Promise.all(manifest.pages.map(({ path: pagePath, file }) => read([pagePath, file]))));
  const notFound = new Map(await Promise.all(Object.entries(manifest.notFound).map(read)));
  return { siteUrl: manifest.siteUrl, factsDigest: manifest.factsDigest, pages, entries: manifest.pages, notFound };
}
