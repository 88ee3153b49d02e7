import { z } from "zod";
import { SiteFactsFileSchema } from "./site-facts-schema";

/** The JSON Schema committed at docs/site-facts.schema.json, for editors checking a site.json (`npm run content -- export`). */
export function siteFactsJsonSchema(): string {
  const schema = z.toJSONSchema(SiteFactsFileSchema, { io: "input", unrepresentable: "any" });
  return `${JSON.stringify({ title: "Site facts (ADR 0026)", ...schema }, null, 2)}\n`;
}
