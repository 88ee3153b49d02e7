import { cn } from "#client/lib/cn";

/**
 * Renders HTML written in this repository's src/shared content (FAQ answers, legal sections).
 * That HTML is already in the server sanitiser's allow-listed form (tests/unit/content-html.test.ts
 * proves it is unchanged by it). Never pass visitor or model text here. Blog bodies from the
 * database are sanitised on the server before they reach the browser.
 */
export function TrustedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cn("prose-content", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
