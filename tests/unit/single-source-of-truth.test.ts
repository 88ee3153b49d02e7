import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Content and page modules must import prices and percentages from the catalogue and policy
// modules instead of retyping them. Template interpolation ("$${SERVICES.standard.basePrice}")
// does not match these patterns; a literal "$120" or "15%" in copy does. Tailwind arbitrary
// values ("max-w-[90%]") are layout, not figures.
const CONTENT_DIRS = ["src/shared/content", "src/shared/areas", "src/shared/dove", "src/client"];
const ALLOWED_LITERALS = new Set(["100%"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".gen.ts") ? [full] : [];
  });
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

describe("single source of truth", () => {
  it("no content module retypes a dollar amount or a percentage", () => {
    const offenders: string[] = [];
    for (const file of CONTENT_DIRS.flatMap(sourceFiles)) {
      const code = withoutComments(readFileSync(file, "utf8"));
      for (const match of code.matchAll(/(?<!\$)\$\d[\d,]*|(?<!\[)\b\d{1,3}%/g)) {
        if (!ALLOWED_LITERALS.has(match[0])) offenders.push(`${file}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
