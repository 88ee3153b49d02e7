import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Classic WebDriver cannot report a page's uncaught errors, and WebKitGTK's WebDriver has no
 * BiDi preload scripts. So both engines load the site through this proxy, which adds one script
 * as the first child of every HTML page's <head>: it runs before any of the page's own scripts,
 * and records uncaught errors and unhandled rejections in sessionStorage, where they survive
 * full page loads until the smoke reads them. The script is served from the proxy's own origin,
 * so the site's Content-Security-Policy (script-src 'self') applies to it unchanged.
 */
export const COLLECTOR_PATH = "/__engine-smoke/collector.js";
/**
 * The home page with one more script, which throws and rejects: the check that the collector
 * works. The query string gets the app's shell rendered afresh (no prerendered HTML to hydrate).
 */
export const DELIBERATE_ERROR_PATH = "/?engine-smoke=deliberate-error";
const THROWER_PATH = "/__engine-smoke/throw.js";
export const DELIBERATE_MESSAGES = {
  error: "engine smoke: deliberate uncaught error",
  rejection: "engine smoke: deliberate unhandled rejection",
};

export const ERRORS_KEY = "engine-smoke-errors";

const COLLECTOR = `(() => {
  const record = (kind, message) => {
    const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || "[]");
    list.push({ kind, message: String(message), page: location.pathname });
    sessionStorage.setItem(${JSON.stringify(ERRORS_KEY)}, JSON.stringify(list));
  };
  addEventListener("error", (event) => record("uncaught error", event.error && event.error.stack ? event.error.message + "\\n" + event.error.stack : event.message));
  addEventListener("unhandledrejection", (event) => record("unhandled rejection", event.reason && event.reason.stack ? event.reason.message + "\\n" + event.reason.stack : event.reason));
})();`;

const THROWER = `Promise.reject(new Error(${JSON.stringify(DELIBERATE_MESSAGES.rejection)}));
throw new Error(${JSON.stringify(DELIBERATE_MESSAGES.error)});`;

export interface CollectedError {
  kind: string;
  message: string;
  page: string;
}

/** Starts the proxy on 127.0.0.1 in front of `target`; returns its origin and a stop function. */
export async function startErrorProxy(target: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const proxyOrigin = () => {
    const address = server.address() as AddressInfo | null;
    return address ? `http://127.0.0.1:${address.port}` : null;
  };
  const server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    if (path === COLLECTOR_PATH || path === THROWER_PATH) {
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
      response.end(path === COLLECTOR_PATH ? COLLECTOR : THROWER);
      return;
    }
    const deliberate = path === DELIBERATE_ERROR_PATH;
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path,
        // Identity encoding, so HTML can be edited; the Host header is kept. The proxy stands in
        // for the site, so a request from its pages names the site's origin, as the owner's
        // same-origin checks (signing in, account changes) expect of the site's own pages.
        headers: {
          ...request.headers,
          "accept-encoding": "identity",
          ...(request.headers.origin === proxyOrigin() ? { origin: upstream.origin } : {}),
        },
      },
      (answer) => {
        const isHtml = (answer.headers["content-type"] ?? "").startsWith("text/html");
        if (!isHtml) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const scripts = `<script src="${COLLECTOR_PATH}"></script>${deliberate ? `<script src="${THROWER_PATH}"></script>` : ""}`;
          const html = Buffer.concat(chunks)
            .toString("utf8")
            .replace(/<head[^>]*>/i, (head) => head + scripts);
          const headers = { ...answer.headers, "content-length": String(Buffer.byteLength(html)) };
          delete headers.etag;
          response.writeHead(answer.statusCode ?? 502, headers);
          response.end(html);
        });
      },
    );
    forwarded.on("error", (error) => {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(`engine smoke proxy: ${error.message}`);
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
