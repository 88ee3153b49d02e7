import { type RefObject, useEffect, useState } from "react";
import type { SiteFacts } from "#shared/facts/site-facts-schema";

type EmbedFiles = SiteFacts["business"]["booking"]["embed"];

export type EmbedStatus = "loading" | "ready" | "failed";

/** How long the provider gets to render its form before the fallback shows. */
export const EMBED_RENDER_TIMEOUT_MS = 5_000;

/** The provider has rendered something of its own (not just our script tag) into the container. */
function hasRenderedForm(container: HTMLElement): boolean {
  return Array.from(container.children).some((child) => child.tagName !== "SCRIPT");
}

/**
 * Loads the field-service provider's work-request form (the published facts' `embed` files) into
 * `container`: its stylesheet goes in
 * the head, its script inside the container, which the script fills. "failed" when either file
 * fails to load or nothing has rendered after EMBED_RENDER_TIMEOUT_MS.
 */
export function useBookingEmbed(
  container: RefObject<HTMLDivElement | null>,
  { scriptUrl, stylesheetUrl }: EmbedFiles,
): EmbedStatus {
  const [status, setStatus] = useState<EmbedStatus>("loading");

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const fail = () => setStatus((current) => (current === "ready" ? current : "failed"));
    const timer = window.setTimeout(fail, EMBED_RENDER_TIMEOUT_MS);
    const observer = new MutationObserver(() => {
      if (!hasRenderedForm(target)) return;
      window.clearTimeout(timer);
      observer.disconnect();
      setStatus("ready");
    });
    observer.observe(target, { childList: true, subtree: true });

    const stylesheet = document.createElement("link");
    stylesheet.rel = "stylesheet";
    stylesheet.href = stylesheetUrl;
    stylesheet.onerror = fail;
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onerror = fail;
    document.head.append(stylesheet);
    target.append(script);

    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
      stylesheet.remove();
      script.remove();
    };
  }, [container, scriptUrl, stylesheetUrl]);

  return status;
}
