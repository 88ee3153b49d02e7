import { execFile, spawn } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const command = (args: string[]) => [
  path.join(root, "node_modules/tsx/dist/cli.mjs"),
  "src/server/cli/inbox.ts",
  ...args,
];
const environment = (databaseUrl: string) => ({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" });

/** `npm run inbox -- ...` against a test database (tsx, as the npm script runs it). */
export function inboxCli(databaseUrl: string, ...args: string[]) {
  return run(process.execPath, command(args), { cwd: root, env: environment(databaseUrl) });
}

/** The same with a line piped to standard input (a password, as a script would give it); never rejects. */
export function inboxCliWithInput(
  databaseUrl: string,
  input: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, command(args), { cwd: root, env: environment(databaseUrl) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(`${input}\n`);
  });
}
