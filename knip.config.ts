import type { KnipConfig } from "knip";

/** Entry points: everything else must be reachable from one of these, or it is dead code. */
const config: KnipConfig = {
  entry: [
    "src/server/cli/*.ts",
    "src/client/routes/**/*.tsx",
    "scripts/*.{ts,mjs}",
    // bench.ts starts it as a child process by path.
    "scripts/support/bare-fastify.mjs",
    "tests/**/*.{ts,mjs}",
  ],
  project: ["src/**/*.{ts,tsx,css}", "prisma/*.prisma", "scripts/**/*.{ts,mjs}", "tests/**/*.ts", "*.config.{ts,js}"],
  // A module may export a name it also uses itself (a limit, a type its functions return): that is
  // its documented surface, not dead code.
  ignoreExportsUsedInFile: true,
  // The generated Prisma client (git-ignored, so knip does not read it) imports @prisma/client's runtime.
  ignoreDependencies: ["@prisma/client"],
  // scripts/validate-html.ts runs the Nu Html Checker with the machine's Java, scripts/check-https.ts
  // Debian's Caddy (CI installs both).
  ignoreBinaries: ["java", "caddy"],
  compilers: {
    // styles.css loads Tailwind with `@import "tailwindcss"`.
    css: (text: string) =>
      [...text.matchAll(/@import\s+["']([^"']+)["']/g)].map(([, source]) => `import "${source}";`).join("\n"),
  },
};

export default config;
