import type { FastifyReply, FastifyRequest } from "fastify";
import { toApiError } from "../errors";

/**
 * Answers a request with the one error mapping (src/server/errors.ts): its status, headers and
 * `{ error: { code, message, fields?, details? } }` body. A 5xx is logged with the error here,
 * and its details stay out of the body.
 */
export function sendApiError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body, headers } = toApiError(error, { bodyLimitBytes: request.routeOptions?.bodyLimit });
  if (status >= 500) request.log.error({ err: error }, "request failed");
  return reply.code(status).headers(headers).send(body);
}
