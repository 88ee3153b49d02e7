// Regenerates docs/site-facts.schema.json from the zod schema (a unit test fails when it is stale).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { siteFactsJsonSchema } from "#shared/facts/site-facts-json-schema";

const target = path.resolve(import.meta.dirname, "../docs/site-facts.schema.json");
writeFileSync(target, siteFactsJsonSchema());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
