import type { FastifyInstance } from "fastify";
import { DomainError } from "../errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * State-changing requests must send JSON. text/plain, form and multipart posts are "simple"
 * requests that skip a CORS preflight, so a page on another site could send them; and tRPC's own
 * multipart parser would take them. They get 415 before any parser or handler runs.
 */
export function registerJsonOnly(app: FastifyInstance): void {
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", async (request) => {
    const contentType = request.headers["content-type"];
    if (!STATE_CHANGING.has(request.method) || contentType === undefined || JSON_TYPE.test(contentType)) return;
    throw new DomainError("UNSUPPORTED_MEDIA_TYPE", `Unsupported Media Type: ${contentType}; send application/json`);
  });
}
