import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import type { FactsInForce } from "../facts/facts-in-force";

const originOf = (url: string) => new URL(url).origin;

/**
 * The third-party origins the site loads, from the published business details: the booking
 * provider's embed (script, stylesheet, and the form it renders and posts) and the map frame.
 */
export function thirdPartyOrigins({ business, coverage }: Pick<SiteFacts, "business" | "coverage">) {
  const { embed } = business.booking;
  const booking = [
    ...new Set([originOf(embed.scriptUrl), originOf(embed.stylesheetUrl), originOf(business.bookingUrl)]),
  ];
  return { booking, map: originOf(coverage.mapEmbedUrl) };
}

/** The Content-Security-Policy directives: exactly what the pages load; nothing inline but styles. */
export function cspDirectives(
  siteUrl: string,
  facts: Pick<SiteFacts, "business" | "coverage">,
): Record<string, string[] | null> {
  const { booking, map } = thirdPartyOrigins(facts);
  const https = siteUrl.startsWith("https:");
  return {
    "default-src": ["'self'"],
    // JSON-LD blocks are data, not script: CSP does not apply to them, so no inline allowance.
    "script-src": ["'self'", ...booking],
    "style-src": ["'self'", ...booking],
    // Radix's scroll lock (mobile menu, dialogs) injects a <style> block holding the measured
    // scrollbar width, which varies by browser, so no hash can cover it. Styles cannot run script.
    "style-src-elem": ["'self'", "'unsafe-inline'", ...booking],
    // Style attributes in rendered markup (animation delays, widths).
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...booking],
    "font-src": ["'self'", "data:", ...booking],
    "connect-src": ["'self'", ...booking],
    "frame-src": [map, ...booking],
    "form-action": ["'self'", ...booking],
    "object-src": ["'none'"],
    // No <base> element is used; 'none' stops an injected one from redirecting relative URLs.
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    // Upgrading breaks plain-HTTP localhost (NOTES.md); only when the site is served over HTTPS.
    "upgrade-insecure-requests": https ? [] : null,
  };
}

/**
 * Powerful browser features, all refused to the site and every frame in it: no page uses a camera,
 * a microphone, location, payments or devices (the map frame is a plain embed with no `allow`).
 * Features browsers implement today: FLoC's interest-cohort was withdrawn (browsing-topics replaced
 * it). Copying a post's link (the share menu) needs clipboard-write, for the site alone.
 */
const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

const PERMISSIONS_POLICY = [...DENIED_FEATURES.map((feature) => `${feature}=()`), "clipboard-write=(self)"].join(", ");

/**
 * Security headers on every response (helmet): the CSP above, a strict Referrer-Policy, nosniff,
 * frame denial, HSTS only when the site is served over HTTPS, and the Permissions-Policy above. They depend on nothing in the
 * request, only on the revision in force (the CSP names the booking provider's and the map's
 * origins), so helmet runs once per revision, into a list, and each request gets that list: running
 * helmet's dozen middlewares per request cost about a tenth of a cached content read.
 */
export function registerSecurityHeaders(app: FastifyInstance, siteUrl: string, facts: FactsInForce): void {
  let built: { revision: number; headers: readonly (readonly [string, string])[] } | null = null;
  const headersInForce = () => {
    const { revision, facts: current } = facts.current();
    if (built?.revision !== revision) built = { revision, headers: securityHeaders(siteUrl, current) };
    return built.headers;
  };
  // On the raw response, so they are also sent by routes that hijack the reply (the chat stream).
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headersInForce()) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet sets, in its order, then the Permissions-Policy (helmet has none), as [name, value] pairs. */
export function securityHeaders(siteUrl: string, facts: SiteFacts): readonly (readonly [string, string])[] {
  const https = siteUrl.startsWith("https:");
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(siteUrl, facts) },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The booking provider's embed and the map frame are cross-origin resources without CORP headers.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: number | string | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    // helmet removes X-Powered-By, which Node never sets.
    removeHeader: () => undefined,
  };
  // helmet throws on bad options when it is built (since 8.1); its middleware then only sets headers.
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  headers.push(["permissions-policy", PERMISSIONS_POLICY]);
  return headers;
}
