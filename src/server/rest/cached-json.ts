import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { matchesIfNoneMatch } from "../http/if-none-match";

interface Serialized {
  /** The JSON as UTF-8 bytes: encoded once, not on every send. */
  body: Buffer;
  etag: string;
}

// Cached content comes back as the same object until the cache is cleared, so its JSON and ETag
// are computed once per object, not once per request.
const serialized = new WeakMap<object, Serialized>();

function serialize(value: object): Serialized {
  const known = serialized.get(value);
  if (known) return known;
  const json = JSON.stringify(value);
  const entry = { body: Buffer.from(json), etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
  serialized.set(value, entry);
  return entry;
}

/**
 * Sends public content as JSON with a strong ETag; browsers revalidate every time (the content
 * changes when the owner edits it, not on a schedule) and get 304 when nothing changed.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, value: object): FastifyReply {
  const { body, etag } = serialize(value);
  void reply.header("etag", etag).header("cache-control", "public, max-age=0, must-revalidate");
  if (matchesIfNoneMatch(request.headers["if-none-match"], etag)) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(body);
}
