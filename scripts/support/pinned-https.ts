import type { LookupFunction } from "node:net";
import http from "node:http";
import https from "node:https";
import type { TLSSocket } from "node:tls";

/** One answer, with when each piece of its body arrived (ms after the request was sent). */
export interface TimedAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every raw header line as sent (repeated headers stay separate). */
  rawHeaders: string[];
  body: string;
  pieces: { atMs: number; text: string }[];
  /** TLS protocol and certificate issuer, for https:// URLs. */
  tls?: { protocol: string | null; issuer: string };
}

export interface PinnedRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The source address to connect from (any 127.x.y.z works on Linux): a distinct client. */
  localAddress?: string;
}

/**
 * HTTP(S) requests to a real domain name answered on this machine: every host name resolves to
 * 127.0.0.1 (no DNS, no /etc/hosts), and https:// trusts only `ca` (Caddy's local root), so the
 * certificate is checked for the name in the URL as a browser would check it.
 */
export function pinnedClient(ca: string) {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
  };
  return function request(url: string, { method = "GET", headers = {}, body, localAddress }: PinnedRequest = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const secure = url.startsWith("https:");
    return new Promise<TimedAnswer>((resolve, reject) => {
      const options: https.RequestOptions = {
        method,
        agent: false,
        lookup,
        localAddress,
        headers: { ...(payload ? { "content-type": "application/json" } : {}), ...headers },
        ...(secure ? { ca } : {}),
      };
      const sent = (secure ? https : http).request(url, options, (response) => {
        const pieces: TimedAnswer["pieces"] = [];
        const socket = response.socket as TLSSocket;
        const tls = secure
          ? { protocol: socket.getProtocol(), issuer: [socket.getPeerCertificate().issuer.CN ?? ""].flat().join(", ") }
          : undefined;
        response.setEncoding("utf8");
        response.on("data", (text: string) => pieces.push({ atMs: performance.now() - started, text }));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: pieces.map((piece) => piece.text).join(""),
            pieces,
            ...(tls ? { tls } : {}),
          }),
        );
      });
      sent.on("error", reject);
      sent.end(payload);
    });
  };
}

export type PinnedFetch = ReturnType<typeof pinnedClient>;
