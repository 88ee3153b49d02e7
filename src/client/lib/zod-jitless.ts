/**
 * Zod compiles object parsers with `new Function` after probing whether eval is allowed; under
 * the site's Content-Security-Policy (no 'unsafe-eval') the probe is a reported CSP violation.
 * Zod reads its settings from this global when it loads (it is what `z.config()` writes), so
 * setting it here keeps zod's JIT off in the browser without putting zod in the first visit.
 * Must run before any zod schema is built: main.tsx imports this module first.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
