// @ts-check
import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
const featuresDir = path.join(root, "src/client/features");

/** Each feature folder may import only itself (and components/, lib/, hooks/, shared/). */
const featureZones = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/client/features/${name}`,
    from: "./src/client/features",
    except: [`./${name}`],
    message: "Features do not import each other: move the shared piece to components/ or lib/.",
  }));

/**
 * Relative imports stay inside their folder's neighbourhood: anything two or more folders up (and
 * anything in src/ from tests/ or scripts/) goes through #shared/, #server/ or #client/.
 */
const climbingImports = {
  regex: "^(\\.\\./){2,}",
  message: "Import across folders with an alias (#shared/..., #server/..., #client/...), not ../../.",
};
const relativeImportsOfSrc = {
  regex: "^(\\.\\./)+src/",
  message: "Import the app's code with an alias (#shared/..., #server/..., #client/...).",
};

/**
 * The shipped facts (the first revision's values) are read only by the facts module that assembles
 * them, the server's first-start seeding and tests: the browser bundle and the rest of the shared
 * code must take the facts of the revision in force as data, so none can go stale (ADR 0028).
 */
const shippedFacts = ["./src/shared/facts/defaults", "./src/shared/facts/default-site-facts.ts"];
const shippedFactsZones = [
  "./src/client",
  ...readdirSync(path.join(root, "src/shared"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "facts")
    .map(({ name }) => `./src/shared/${name}`),
].map((target) => ({
  target,
  from: shippedFacts,
  message: "Read the facts of the revision in force (useSiteFacts(), a loader, or a parameter), not the shipped ones.",
}));

/** Framework and runtime packages that pure domain code must not depend on. */
const frameworkPatterns = [
  "react",
  "react-dom",
  "react/*",
  "react-dom/*",
  "fastify",
  "@fastify/*",
  "@trpc/*",
  "@prisma/*",
  "@tanstack/*",
  "node:*",
  "pg",
];

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "dist-server/**",
      "node_modules/**",
      "src/server/db/generated/**",
      "src/client/route-tree.gen.ts",
      "**/routeTree.gen.ts",
      "screenshots/**",
      "reports/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          tsconfig: { configFile: path.join(root, "tsconfig.json") },
          extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".d.mts", ".d.ts", ".json"],
        }),
      ],
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Async functions that implement a Promise-returning interface (providers, budgets) need not await.
      "@typescript-eslint/require-await": "off",
      // Objects here are built from closures, not classes: no method reads `this`.
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    files: ["src/server/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [climbingImports] }] },
  },
  {
    files: ["tests/**/*.ts", "scripts/**/*.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [relativeImportsOfSrc] }] },
  },
  {
    files: ["tests/**/*.ts"],
    rules: {
      // Tests read response bodies as `any` and check their shape at run time with expect().
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["tests/e2e/**/*.ts"],
    // Playwright reads a fixture's needs from its destructuring pattern; `{}` means none.
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  { files: ["src/client/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["src/client/**/*.tsx"],
    // Labels wrap their input and a styled span holding the text: one level deeper than the default.
    rules: { "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }] },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    rules: {
      // The browser sees the server only through the API's types.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            climbingImports,
            {
              group: ["**/server/**", "#server/*"],
              allowTypeImports: true,
              message: "The browser may import the server's types only (import type).",
            },
          ],
        },
      ],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...featureZones, ...shippedFactsZones] }],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            climbingImports,
            { group: frameworkPatterns, message: "src/shared is pure domain code: no framework or runtime imports." },
          ],
        },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: [
            {
              target: "./src/shared",
              from: ["./src/client", "./src/server"],
              message: "src/shared imports nothing from the browser or the server.",
            },
            ...shippedFactsZones.filter((zone) => zone.target.startsWith("./src/shared")),
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
);
