import { createHash } from "node:crypto";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { matchesIfNoneMatch } from "./if-none-match";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

type Encoding = "br" | "gzip";
const ENCODINGS: Encoding[] = ["br", "gzip"];

const compress: Record<Encoding, (text: string) => Buffer> = {
  br: (text) =>
    brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
    }),
  gzip: (text) => gzipSync(text, { level: 9 }),
};

/** One encoding of a document: the bytes sent, and their strong validator. */
interface Variant {
  body: Buffer;
  etag: string;
}

/**
 * Documents whose encodings are kept: every page, not-found page and file of two revisions of the
 * site's facts (about 120 each), so a publish does not grow the cache without end.
 */
const MAX_DOCUMENTS = 300;

const variantOf = (body: Buffer): Variant => ({
  body,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`,
});

type DocumentSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  text: string,
  contentType?: string,
) => FastifyReply;

/**
 * Sends the site's documents (pages, the shell, the not-found pages, sitemap.xml and robots.txt)
 * compressed as the client accepts: brotli, else gzip, else plain, and plain when the compressed
 * copy would not be smaller (a short robots.txt). Each document is compressed once, on its first
 * request, and kept (the most recent MAX_DOCUMENTS). A 200 carries a strong ETag of the bytes sent
 * (so each encoding has its own) and answers a matching If-None-Match with 304 and no body;
 * Cache-Control stays no-cache, so a revisit asks and mostly gets the 304. Not @fastify/compress:
 * it breaks tRPC.
 */
export function createDocumentSender(): DocumentSender {
  // Keyed by the document itself: the same string objects come back on every request, and V8
  // keeps a string's hash, so a lookup does not rehash the page.
  const cache = new Map<string, Partial<Record<Encoding | "identity", Variant | null>>>();

  function variantFor(text: string, encoding: Encoding | undefined): [Encoding | undefined, Variant] {
    let variants = cache.get(text);
    if (!variants) {
      if (cache.size >= MAX_DOCUMENTS) cache.delete(cache.keys().next().value as string);
      cache.set(text, (variants = {}));
    }
    const identity = (variants.identity ??= variantOf(Buffer.from(text)));
    if (!encoding) return [undefined, identity];
    if (variants[encoding] === undefined) {
      const body = compress[encoding](text);
      variants[encoding] = body.length < identity.body.length ? variantOf(body) : null;
    }
    const chosen = variants[encoding];
    return chosen ? [encoding, chosen] : [undefined, identity];
  }

  return function sendDocument(request, reply, status, text, contentType = "text/html; charset=utf-8") {
    reply.header("cache-control", "no-cache").header("vary", "accept-encoding");
    const negotiated = negotiate(request.headers["accept-encoding"] ?? "", ENCODINGS) as Encoding | undefined;
    const [encoding, variant] = variantFor(text, negotiated);
    // Preconditions only apply to what would otherwise be a 2xx (RFC 9110 §13.2.1).
    if (status === 200) {
      reply.header("etag", variant.etag);
      if (matchesIfNoneMatch(request.headers["if-none-match"], variant.etag)) return reply.code(304).send();
    }
    reply.code(status).type(contentType);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(variant.body);
  };
}
