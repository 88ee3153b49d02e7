import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

type Encoding = "br" | "gzip";
const ENCODINGS: Encoding[] = ["br", "gzip"];

const compress: Record<Encoding, (html: string) => Buffer> = {
  br: (html) =>
    brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    }),
  gzip: (html) => gzipSync(html, { level: 9 }),
};

/**
 * Sends HTML documents compressed as the browser accepts (brotli, else gzip, else plain). The
 * documents are a fixed set (prerendered pages, the shell, the not-found pages), so each one is
 * compressed once, on its first request, and kept. Not @fastify/compress: it breaks tRPC (NOTES.md).
 */
export function createHtmlSender() {
  // Keyed by the document itself: the same string objects come back on every request, and V8
  // keeps a string's hash, so a lookup does not rehash the page.
  const cache = new Map<string, Partial<Record<Encoding, Buffer>>>();

  return function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding");
    const encoding = negotiate(request.headers["accept-encoding"] ?? "", ENCODINGS) as Encoding | undefined;
    if (!encoding) return reply.send(html);
    const variants = cache.get(html) ?? {};
    const body = (variants[encoding] ??= compress[encoding](html));
    cache.set(html, variants);
    return reply.header("content-encoding", encoding).send(body);
  };
}
