import type { FastifyRequest } from "fastify";

/**
 * The request as every log line shows it: Fastify's fields, but the URL without its query string.
 * A query can carry personal data (an inbox search for an address, a tRPC input), and personal
 * data never goes into the log; the path and the status are what a log reader needs.
 */
export function requestLogFields(request: FastifyRequest) {
  const queryAt = request.url.indexOf("?");
  return {
    method: request.method,
    url: queryAt === -1 ? request.url : `${request.url.slice(0, queryAt)}?…`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
