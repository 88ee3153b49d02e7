import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** `npm run content -- ...` against a test database (tsx, as the npm script runs it); never rejects. */
export function contentCli(
  databaseUrl: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "src/server/cli/content.ts", ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" } },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
