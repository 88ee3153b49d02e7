import type { FastifyRequest } from "fastify";

/**
 * Path segments that are secrets or private ids: a booking's manage token (its page, and the
 * REST routes under it: invite.ics, reschedule, cancel), the owner's calendar-feed token
 * (/api/calendar/T.ics), a chat's conversation id on the owner's pages, and the one-time links
 * of owner invites and password resets. Whoever reads the log
 * must not be able to open a booking, the feed or, with a session id, a chat.
 */
const SECRET_SEGMENT =
  /(?<=\/(?:booking\/manage|bookings\/manage|calendar|chats|admin\/invite|admin\/reset-password)\/)[^/?#]+/gi;

/** A path as the log shows it: the secret segments as "…" ("/api/bookings/manage/…/invite.ics"). */
function loggedPath(path: string): string {
  return path.replace(SECRET_SEGMENT, "…");
}

/**
 * The request as every log line shows it: Fastify's fields, but the URL without its query string
 * and its secret path segments. A query can carry personal data (an inbox search for an address, a
 * tRPC input), and personal data never goes into the log; the path and the status are what a log
 * reader needs.
 */
export function requestLogFields(request: FastifyRequest) {
  const queryAt = request.url.indexOf("?");
  return {
    method: request.method,
    url: queryAt === -1 ? loggedPath(request.url) : `${loggedPath(request.url.slice(0, queryAt))}?…`,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
