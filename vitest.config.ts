import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's default order (with no timings cached, as on a clean clone: biggest file first) started
 * the longest files last, and the run waited on them alone. These take 20 s to over a minute each
 * here, listed longest first (fuzzing, CLIs run as child processes, several servers or an embedded
 * Postgres of their own); started first, they run beside everything else.
 */
const LONGEST_FILES = [
  "admin-fuzz-privacy-bookings",
  "admin-cli",
  "fuzz-inputs",
  "embedded-start",
  "bookings-cli",
  "admin-fuzz-leads-inbox",
  "replicas-schedule",
  "site-facts",
  "privacy-cli",
  "review-desk",
  "bookings-replicas",
  "replicas-rolling-restart",
  "owner-replies",
].map((name) => `/${name}.test.ts`);

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FILES.findIndex((ending) => file.moduleId.endsWith(ending));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
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
    sequence: { sequencer: LongestFirstSequencer },
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
