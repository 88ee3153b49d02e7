import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

/** `npm run inbox -- ...` against a test database (tsx, as the npm script runs it). */
export function inboxCli(databaseUrl: string, ...args: string[]) {
  return run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "src/server/cli/inbox.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
  });
}
