/** The port the site listens on when PORT is unset. */
export const DEFAULT_PORT = 3000;

/**
 * The site's public origin: SITE_URL (empty counts as unset) without a trailing slash, or else
 * http://localhost:PORT, so a site started on another port with SITE_URL unset names (and trusts)
 * the address it really answers on. The server (config.ts) and the build (vite.config.ts, whose
 * prerendered canonical links must match) both read it from here.
 */
export function siteUrlFromEnv(env: { SITE_URL?: string; PORT?: string | number }): string {
  const port = env.PORT === undefined || env.PORT === "" ? DEFAULT_PORT : env.PORT;
  return (env.SITE_URL || `http://localhost:${port}`).replace(/\/$/, "");
}
