import type { FastifyInstance, FastifyRequest } from "fastify";

/** Requests whose answer carries a person's data (marked by the procedure they called). */
const privateRequests = new WeakSet<FastifyRequest>();

/** The answer to `request`, success or error, must not be kept by a browser or a proxy. */
export function markNoStore(request: FastifyRequest): void {
  privateRequests.add(request);
}

/**
 * Writes `Cache-Control: no-store` on whatever goes out for a marked request: the procedure's
 * answer, or the one error mapping's, over /trpc and the REST adapters alike (trpc/init.ts marks
 * the request before the input is even read).
 */
export function registerNoStoreAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (privateRequests.has(request)) reply.header("cache-control", "no-store");
    return payload;
  });
}
