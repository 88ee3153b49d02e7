import { createHash } from "node:crypto";
import type { SiteFacts } from "#shared/facts/site-facts-schema";

/**
 * Names one revision's content: the build records the digest its pages were prerendered from, and
 * the server serves those files only while the revision in force has the same one. Both sides pass
 * documents parsed by SiteFactsSchema, whose output lists fields in the schema's order.
 */
export function factsDigest(revision: number, facts: SiteFacts): string {
  return createHash("sha256").update(JSON.stringify({ revision, facts })).digest("hex");
}
