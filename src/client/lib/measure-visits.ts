import type { AnyRouter } from "@tanstack/react-router";
import type { DeviceClass } from "#shared/analytics/event-kinds";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { measure } from "./measure";

/** Phone by screen size; a larger touch screen is a tablet. */
function deviceClass(): DeviceClass {
  if (Math.min(screen.width, screen.height) < 600) return "phone";
  return matchMedia("(pointer: coarse)").matches ? "tablet" : "desktop";
}

/** Where a visit came from: the referring site's host only (never its URL), and the campaign tags. */
function arrival(search: string) {
  const params = new URLSearchParams(search);
  let referrer: string | undefined;
  try {
    const host = document.referrer ? new URL(document.referrer).host : "";
    if (host && host !== location.host) referrer = host;
  } catch {
    // an unparseable referrer is no referrer
  }
  const tag = (name: string) => params.get(name)?.trim().slice(0, 100) || undefined;
  return { referrer, utmSource: tag("utm_source"), utmCampaign: tag("utm_campaign") };
}

/** The booking provider's address in the facts the page came with (the root route's loader data). */
function bookingUrl(router: AnyRouter): string | undefined {
  return (router.state.matches[0]?.loaderData as CoreSiteFacts | undefined)?.business.bookingUrl;
}

/** Book links (to /booking or the booking provider) and phone links, wherever they are on a page. */
function measureLinkClick(event: MouseEvent, router: AnyRouter): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  if (link.protocol === "tel:") measure({ kind: "phone_tap" });
  else if (link.origin === location.origin && link.pathname === "/booking") measure({ kind: "booking_click" });
  else {
    const provider = bookingUrl(router);
    if (provider && link.href.startsWith(provider)) measure({ kind: "booking_click" });
  }
}

/**
 * Page views and link clicks. The first page view waits for the load event and an idle moment,
 * so measuring adds no work before the page is painted and interactive; later ones follow the
 * router's navigations.
 */
export function startMeasuringVisits(router: AnyRouter): void {
  let measuredPath = location.pathname;
  const landing = { path: measuredPath, search: location.search };
  const firstPageView = () =>
    measure({ kind: "pageview", path: landing.path, device: deviceClass(), ...arrival(landing.search) });
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(firstPageView, { timeout: 5000 })
      : setTimeout(firstPageView, 1);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });

  router.subscribe("onResolved", ({ toLocation }) => {
    if (toLocation.pathname === measuredPath) return;
    measuredPath = toLocation.pathname;
    measure({ kind: "pageview", path: measuredPath, device: deviceClass() });
  });
  document.addEventListener("click", (event) => measureLinkClick(event, router), { capture: true });
}
