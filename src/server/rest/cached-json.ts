import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

interface Serialized {
  /** The JSON, encoded once: a Buffer is written to the socket as it is. */
  body: Buffer;
  etag: string;
}

// Cached content comes back as the same object until the cache is cleared, so its JSON and ETag
// are computed once per object, not once per request.
const serialized = new WeakMap<object, Serialized>();

function serialize(value: object): Serialized {
  const known = serialized.get(value);
  if (known) return known;
  const body = Buffer.from(JSON.stringify(value));
  const entry = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
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
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(body);
}
