import { defineConfig } from "vitest/config";

// The #shared/, #server/ and #client/ import aliases are tsconfig.json's "paths"; each project needs it.
const resolve = { tsconfigPaths: true };

export default defineConfig({
  test: {
    // Vitest's default is the number of cores minus one: a single worker on these 2-core machines.
    // Most integration files wait on Postgres, child servers and timers rather than the CPU, and
    // each has its own database, so three at a time nearly halve the run (306 -> 181 s here).
    maxWorkers: 3,
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/global-db.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
