import type { FastifyInstance } from "fastify";
import type { ApiErrorBody } from "../errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * State-changing requests must send JSON. text/plain, form and multipart posts are "simple"
 * requests that skip a CORS preflight, so a page on another site could send them; and tRPC's own
 * multipart parser would take them. They get 415 before any parser or handler runs.
 */
export function registerJsonOnly(app: FastifyInstance): void {
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", async (request, reply) => {
    const contentType = request.headers["content-type"];
    if (!STATE_CHANGING.has(request.method) || contentType === undefined || JSON_TYPE.test(contentType)) return;
    const body: ApiErrorBody = { error: { code: "FST_ERR_CTP_INVALID_MEDIA_TYPE", message: `Unsupported Media Type: ${contentType}; send application/json` } };
    return reply.code(415).send(body);
  });
}
