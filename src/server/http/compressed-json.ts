import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

type Encoding = "br" | "gzip";
const ENCODINGS: Encoding[] = ["br", "gzip"];
const JSON_TYPE = /^application\/json\s*(;|$)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * Per answer, off the event loop (zlib's thread pool). Brotli at quality 4, not the default 11:
 * these answers are made per request, and 4 compresses JSON better than gzip at a similar cost.
 */
const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/** Fastify's own unwrapping of a fetch Response (status, headers), done here because the body is taken. */
async function unwrapResponse(reply: FastifyReply, response: Response): Promise<Buffer> {
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  return Buffer.from(await response.arrayBuffer());
}

/** A Vary value that also names Accept-Encoding, keeping what a route put there. */
const withAcceptEncoding = (vary: ReturnType<FastifyReply["getHeader"]>) =>
  vary === undefined || vary === "" ? "accept-encoding" : `${[vary].flat().join(", ")}, accept-encoding`;

const isFetchResponse = (payload: unknown): payload is Response => payload instanceof Response;

async function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.hasHeader("content-encoding") || reply.statusCode === 204 || reply.statusCode === 304) return payload;
  // tRPC's adapter answers with a fetch Response; a streamed one (JSON lines) is left to stream.
  const response = isFetchResponse(payload) ? payload : null;
  const type = response ? response.headers.get("content-type") : reply.getHeader("content-type");
  if (!JSON_TYPE.test(String(type ?? "")) || response?.headers.has("transfer-encoding")) return payload;
  if (response) response.headers.append("vary", "accept-encoding");
  else reply.header("vary", withAcceptEncoding(reply.getHeader("vary")));

  const encoding = negotiate(request.headers["accept-encoding"] ?? "", ENCODINGS) as Encoding | undefined;
  if (!encoding) return payload;
  const body = response
    ? await unwrapResponse(reply, response)
    : typeof payload === "string"
      ? Buffer.from(payload)
      : payload;
  if (!Buffer.isBuffer(body) || body.length < COMPRESS_MIN_BYTES) return body;
  reply.header("content-encoding", encoding);
  const etag = reply.getHeader("etag");
  if (typeof etag !== "string" || !etag.startsWith('"')) return compress[encoding](body);
  // Other bytes than the strong tag names: weak, as nginx does, so If-None-Match still matches.
  reply.header("etag", `W/${etag}`);
  return compressedByTag(`${encoding} ${etag}`, () => compress[encoding](body));
}

/** Content reads (sendCachedJson) repeat the same bytes under the same strong ETag until an edit. */
const KEPT_BY_TAG = 256;
const byTag = new Map<string, Promise<Buffer>>();

/** The compressed bytes of an answer with a strong ETag, compressed once and kept (the latest KEPT_BY_TAG). */
function compressedByTag(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const known = byTag.get(key);
  if (known) return known;
  const made = make();
  byTag.set(key, made);
  made.catch(() => byTag.delete(key));
  if (byTag.size > KEPT_BY_TAG) byTag.delete(byTag.keys().next().value!);
  return made;
}

/**
 * JSON answers over COMPRESS_MIN_BYTES, REST and tRPC, sent brotli- or gzip-compressed as the
 * client accepts (Vary: Accept-Encoding on every JSON answer); an answer with a strong ETag (the
 * content reads) is compressed once per version. An onSend hook rather than
 * @fastify/compress, which mishandles tRPC's fetch Responses (trpc/trpc#6628). Server-sent events
 * (the chat stream) take the response over before onSend and are never buffered or compressed;
 * pages, sitemap.xml and robots.txt are compressed once and kept (compressed-documents.ts).
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload) => compressed(request, reply, payload));
}
