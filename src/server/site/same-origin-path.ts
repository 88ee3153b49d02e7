/**
 * Slashes and backslashes at the start of a path, raw or percent-encoded: a Location of
 * `//evil.example` or `/\evil.example` sends a browser to another origin, and an encoded one may
 * be decoded by a proxy on the way.
 */
const LEADING_SEPARATORS = /^(?:[/\\]|%2f|%5c)+/i;

/**
 * The path a trailing-slash redirect points at: without the trailing slashes, and starting with
 * exactly one "/", so the redirect never leaves this site.
 */
export function withoutTrailingSlash(urlPath: string): string {
  return `/${urlPath.replace(/\/+$/, "").replace(LEADING_SEPARATORS, "")}`;
}
