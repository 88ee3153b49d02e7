import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * schema.org's vocabulary as schema-dts declares it (TypeScript generated from schema.org's own
 * data): each type's interface has `"@type": "Name"` and extends its parents' `NameBase`
 * interfaces, whose quoted keys are the properties. Read as text: the package has no runtime data.
 */
interface Vocabulary {
  /** Every type name, with the properties it has, inherited ones included. */
  properties: ReadonlyMap<string, ReadonlySet<string>>;
  /** Every property of any type (for nodes without a @type). */
  allProperties: ReadonlySet<string>;
}

const DECLARATION = /^(?:export )?interface (\w+)(?: extends ([^{]+))? \{$/;
const KEY = /^ {4}"([^"]+)"\??: /;
const TYPE_NAME = /^ {4}"@type": "(\w+)";$/;

function parseVocabulary(source: string): Vocabulary {
  const parents = new Map<string, string[]>();
  const keys = new Map<string, Set<string>>();
  const typeInterface = new Map<string, string>();
  let current: string | null = null;
  for (const line of source.split("\n")) {
    const declaration = DECLARATION.exec(line);
    if (declaration) {
      current = declaration[1]!;
      const extended = (declaration[2] ?? "").split(",").map((name) => name.trim());
      parents.set(
        current,
        extended.filter((name) => /^\w+$/.test(name)),
      );
      keys.set(current, new Set());
      continue;
    }
    if (current === null) continue;
    if (line === "}") {
      current = null;
      continue;
    }
    const typeName = TYPE_NAME.exec(line)?.[1];
    if (typeName) typeInterface.set(typeName, current);
    const key = KEY.exec(line)?.[1];
    if (key && !key.startsWith("@")) keys.get(current)!.add(key);
  }
  const closure = (name: string, into: Set<string>): Set<string> => {
    for (const key of keys.get(name) ?? []) into.add(key);
    for (const parent of parents.get(name) ?? []) closure(parent, into);
    return into;
  };
  const properties = new Map([...typeInterface].map(([type, name]) => [type, closure(name, new Set())] as const));
  return { properties, allProperties: new Set([...keys.values()].flatMap((set) => [...set])) };
}

let vocabulary: Vocabulary | undefined;

function loadVocabulary(): Vocabulary {
  const packageJson = createRequire(import.meta.url).resolve("schema-dts/package.json");
  vocabulary ??= parseVocabulary(readFileSync(path.join(path.dirname(packageJson), "dist/schema.d.ts"), "utf8"));
  return vocabulary;
}

/** JSON-LD's own keywords, not schema.org properties. */
const KEYWORDS = new Set(["@context", "@type", "@id", "@graph"]);

/**
 * Every @type that is not a schema.org type and every property that the node's types do not have
 * (any type's, for a node without @type), in `node` and everything nested in it, as "where: what".
 */
export function vocabularyProblems(node: unknown, where = "$"): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => vocabularyProblems(item, `${where}[${index}]`));
  if (node === null || typeof node !== "object") return [];
  const { properties, allProperties } = loadVocabulary();
  const entries = Object.entries(node as Record<string, unknown>);
  const rawType = (node as Record<string, unknown>)["@type"];
  // A @type is a name or a list of names; anything else is shown as JSON, and is no type either.
  const types = (rawType === undefined ? [] : Array.isArray(rawType) ? rawType : [rawType]).map((type: unknown) =>
    typeof type === "string" ? type : JSON.stringify(type),
  );
  const problems = types
    .filter((type) => !properties.has(type))
    .map((type) => `${where}: "${type}" is not a schema.org type`);
  const known = types.filter((type) => properties.has(type));
  for (const [key, value] of entries) {
    if (KEYWORDS.has(key)) continue;
    const exists = types.length === 0 ? allProperties.has(key) : known.some((type) => properties.get(type)!.has(key));
    if (!exists && known.length === types.length)
      problems.push(`${where}: "${key}" is not a property of ${types.join(", ") || "any schema.org type"}`);
    problems.push(...vocabularyProblems(value, `${where}.${key}`));
  }
  return problems;
}
