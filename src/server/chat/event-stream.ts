import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyReply } from "fastify";

/** A server-sent-events response: "event: NAME\ndata: JSON\n\n" per event. */
export interface EventStream {
  send(event: string, data: unknown): void;
  end(): void;
}

/**
 * Takes the response over from Fastify and starts a 200 event stream. Headers Fastify already
 * set (rate-limit counters) are kept. Writes after the visitor has gone are dropped silently, so a
 * closed tab never turns into an error while the reply is still being finished and stored.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.on("error", () => undefined);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  res.writeHead(200, {
    ...headers,
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    // Proxies such as nginx would otherwise buffer the stream.
    "x-accel-buffering": "no",
  });
  const open = () => !res.destroyed && !res.writableEnded;
  return {
    send(event, data) {
      if (open()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (open()) res.end();
    },
  };
}
