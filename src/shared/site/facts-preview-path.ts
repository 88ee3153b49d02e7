/**
 * Where the owner previews the public pages rendered from the saved draft of the site's facts
 * (ADR 0041): /admin/preview/pricing shows /pricing. The app's router runs under this base there,
 * so its links stay inside the preview.
 */
export const FACTS_PREVIEW_BASE = "/admin/preview";

/** The public path a preview address shows ("/admin/preview/faq" -> "/faq"), or null outside the preview. */
export function previewedPath(pathname: string): string | null {
  if (pathname === FACTS_PREVIEW_BASE) return "/";
  if (!pathname.startsWith(`${FACTS_PREVIEW_BASE}/`)) return null;
  return pathname.slice(FACTS_PREVIEW_BASE.length);
}
