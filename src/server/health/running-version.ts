import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { projectRoot } from "../paths";

export interface RunningVersion {
  /** package.json's version. */
  version: string;
  /** When the running server bundle was built; null when it runs from the sources (development, tests). */
  builtAt: string | null;
}

let known: Promise<RunningVersion> | undefined;

/** Read once per process: neither changes while it runs. */
export function runningVersion(): Promise<RunningVersion> {
  known ??= (async () => {
    const pkg = JSON.parse(await readFile(path.join(projectRoot(), "package.json"), "utf8")) as { version: string };
    const file = fileURLToPath(import.meta.url);
    const bundled = file.split(path.sep).includes("dist-server");
    return { version: pkg.version, builtAt: bundled ? (await stat(file)).mtime.toISOString() : null };
  })();
  return known;
}
