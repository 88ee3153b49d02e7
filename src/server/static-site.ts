import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;

/**
 * Serves the Vite build: hashed assets cached for a year, everything else revalidated, and
 * index.html for client-side routes. API paths that match nothing get a JSON 404.
 */
export async function registerStaticSite(app: FastifyInstance, clientDistDir: string): Promise<boolean> {
  const indexPath = path.join(clientDistDir, "index.html");
  const hasClient = existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDistDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        res.header("cache-control", HASHED_ASSET.test(filePath) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
      },
    });
  }
  const indexHtml = hasClient ? await readFile(indexPath, "utf8") : null;

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split("?", 1)[0] ?? "/";
    const isApi = urlPath === "/api" || urlPath.startsWith("/api/") || urlPath.startsWith("/trpc");
    if (isApi || request.method !== "GET" || indexHtml === null) {
      return reply.code(404).send({ error: { code: "NOT_FOUND", message: `No route for ${request.method} ${urlPath}` } });
    }
    return reply.code(200).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
  });
  return hasClient;
}
