import type { FastifyInstance } from "fastify";
import { DomainError } from "../errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const JSON_TYPE = /^application\/json\s*(;|$)/i;
/** Types that are not "simple" (a cross-site page cannot send them without a CORS preflight). */
const BINARY_TYPE = /^(image\/[\w.+-]+|application\/octet-stream)\s*(;|$)/i;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes a file's raw bytes (image/* or application/octet-stream) instead of JSON. */
    binaryBody?: boolean;
  }
}

/**
 * State-changing requests must send JSON. text/plain, form and multipart posts are "simple"
 * requests that skip a CORS preflight, so a page on another site could send them; and tRPC's own
 * multipart parser would take them. They get 415 before any parser or handler runs. A route that
 * takes a file (config.binaryBody) also takes image/* and application/octet-stream, which need a
 * preflight too.
 */
export function registerJsonOnly(app: FastifyInstance): void {
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", async (request) => {
    const contentType = request.headers["content-type"];
    if (!STATE_CHANGING.has(request.method) || contentType === undefined || JSON_TYPE.test(contentType)) return;
    if (request.routeOptions.config.binaryBody && BINARY_TYPE.test(contentType)) return;
    throw new DomainError("UNSUPPORTED_MEDIA_TYPE", `Unsupported Media Type: ${contentType}; send application/json`);
  });
}
