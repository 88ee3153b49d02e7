import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The fuzz files are the suite's longest (one to two minutes each) and their files are small, so
 * vitest's default order (with no timings cached, biggest file first) started them last and the
 * run waited on them alone. Started first, they run beside everything else.
 */
class FuzzFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isFuzz = (file: TestSpecification) => /fuzz[^/]*\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(isFuzz), ...sorted.filter((file) => !isFuzz(file))];
  }
}

// The #shared/, #server/ and #client/ import aliases are tsconfig.json's "paths"; each project needs it.
const resolve = { tsconfigPaths: true };

export default defineConfig({
  test: {
    // Vitest's default is the number of cores minus one: a single worker on these 2-core machines.
    // Most integration files wait on Postgres, child servers and timers rather than the CPU, and
    // each has its own database, so three at a time nearly halve the run (306 -> 181 s here).
    maxWorkers: 3,
    sequence: { sequencer: FuzzFirstSequencer },
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
