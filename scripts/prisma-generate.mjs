// Generates the Prisma client (pure WASM/TS, no engine binary). The CLI otherwise tries to
// download its schema engine, which generation does not need, so point it at a no-op.
import { spawnSync } from "node:child_process";

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/bin/true";
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
