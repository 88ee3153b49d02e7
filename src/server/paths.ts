import { existsSync } from "node:fs";
import path from "node:path";

/** The project root, found from this file whether it runs from src/ (tsx) or dist-server/ (bundle). */
export function projectRoot(start = import.meta.dirname): string {
  let dir = start;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
