import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";

/**
 * Why a request's event is not stored, or null to store it: crawlers, prerenderers, headless
 * and test browsers (isbot's list, which names "HeadlessChrome" and "Lighthouse"), a request with
 * no user agent, and visitors who asked not to be measured (Global Privacy Control, Do Not Track)
 * even if their browser's script sent the event anyway.
 */
export function unmeasuredReason(headers: IncomingHttpHeaders): "bot" | "opted-out" | null {
  const userAgent = headers["user-agent"];
  if (!userAgent || isbot(userAgent)) return "bot";
  if (headers["sec-gpc"] === "1" || headers.dnt === "1") return "opted-out";
  return null;
}
