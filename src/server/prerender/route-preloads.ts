import { readFile } from "node:fs/promises";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** "/" -> "routes/index.tsx", "/blog/" -> "routes/blog/index.tsx", "/blog/$slug" -> "routes/blog/$slug.tsx". */
function routeFile(routeId: string): string {
  return `routes${routeId.endsWith("/") ? `${routeId}index` : routeId}.tsx`;
}

/**
 * The code-split chunks of a page's routes, from Vite's manifest, as modulepreload links: the
 * browser fetches them with the entry script instead of after it, so hydration starts sooner.
 */
export async function routePreloader(clientDistDir: string): Promise<(routeIds: readonly string[], html: string) => string> {
  const manifest = JSON.parse(await readFile(path.join(clientDistDir, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };
  return (routeIds, html) => {
    const files = new Set<string>();
    for (const routeId of routeIds) collect(`${routeFile(routeId)}?tsr-split=component`, files);
    return [...files]
      .filter((file) => !html.includes(`"/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join("");
  };
}
