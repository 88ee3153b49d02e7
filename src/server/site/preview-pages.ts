import { escapeHtml } from "#shared/areas/city-faqs";
import type { DraftProblem } from "../facts/facts-draft-read";

/** The words at the top of every previewed page. */
export const PREVIEW_BANNER_TEXT = "Preview of your unpublished changes — not live";

// Inline styles (the CSP allows style attributes): the banner is no part of the app's stylesheet,
// so public pages' CSS stays as it is.
const BANNER = `<div role="note" id="preview-banner" style="background:#f5b942;color:#1e3a5f;font:600 15px/1.4 system-ui,sans-serif;padding:10px 16px;text-align:center">${PREVIEW_BANNER_TEXT} · <a href="/admin" style="color:inherit;text-decoration:underline">Back to your desk</a></div>`;

/**
 * A rendered page with the preview banner above the app's root: outside what React hydrates, so
 * the page's own markup is exactly the public one's.
 */
export function withPreviewBanner(html: string): string {
  return html.replace('<div id="root">', () => `${BANNER}<div id="root">`);
}

/** "sizeTiers.2.price" -> "Size tiers › 3 › Price": the owner reads where a problem is, not the document's keys. */
export function fieldLabel(field: string): string {
  return field
    .split(".")
    .map((part) => {
      if (/^\d+$/.test(part)) return `#${Number(part) + 1}`;
      const words = part.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(" › ");
}

/** A small standalone page for the owner (no app script: nothing to hydrate). */
function ownerPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #0f172a; background: #f8fafc; }
main { max-width: 44rem; margin: 0 auto; padding: 2.5rem 1.25rem; }
h1 { color: #1e3a5f; font-size: 1.6rem; line-height: 1.25; margin: 0 0 1rem; }
li { margin: 0.5rem 0; }
a { color: #1a5291; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** What the preview answers when the saved draft is not a valid facts document. */
export function draftProblemsPage(problems: readonly DraftProblem[]): string {
  const items = problems
    .map(({ field, message }) => `<li><strong>${escapeHtml(fieldLabel(field))}</strong> — ${escapeHtml(message)}</li>`)
    .join("\n");
  return ownerPage(
    "Your draft has problems",
    `<h1>Fix these before previewing</h1>
<p>Your saved draft cannot be shown as pages yet. Correct each of these in the editor, then open the preview again.</p>
<ul>
${items}
</ul>
<p><a href="/admin">Back to your desk</a></p>`,
  );
}

/** What a visitor who is not signed in as an owner gets. */
export function signInFirstPage(): string {
  return ownerPage(
    "Sign in to preview",
    `<h1>Sign in to see the preview</h1>
<p>Only the site's owners can preview unpublished changes.</p>
<p><a href="/admin">Sign in</a>, then open the preview again.</p>`,
  );
}

/** What the preview answers when this server cannot render pages (a build without its page renderer). */
export function previewUnavailablePage(): string {
  return ownerPage(
    "Preview unavailable",
    `<h1>The preview is not available right now</h1>
<p>This server cannot draw pages from a draft at the moment. Your draft is saved; try again after the next update of the site.</p>
<p><a href="/admin">Back to your desk</a></p>`,
  );
}
